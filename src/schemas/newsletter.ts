import { z } from './zod';

/** The messages the newsletter forms show; the server answers with the same ones. */
const EMAIL_REQUIRED_MESSAGE = 'Email is required';
const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';
const EMAIL_MAX_LENGTH = 254;

/** A practical address shape: no spaces, quotes, brackets or HTML; a dotted domain. */
const EMAIL_PATTERN =
  /^[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_%+-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

/** An e-mail address, trimmed and lower-cased. */
export const emailSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? EMAIL_REQUIRED_MESSAGE : EMAIL_INVALID_MESSAGE,
  })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE)
  .transform((email) => email.toLowerCase());

/** POST /api/essentials/subscribe and /unsubscribe. */
export const newsletterRequestSchema = z.object({ email: emailSchema });

/** A signed mail-link token (?token=...). */
export const mailTokenSchema = z
  .string({ error: 'token is required' })
  .min(1, 'token is required')
  .max(1000, 'token is too long');

export const newsletterResultSchema = z.object({
  email: z.string(),
  /** pending (check your inbox), confirmed or unsubscribed. */
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

/** POST /api/essentials/fetch and /fetch/{category}. */
export const fetchEssentialsResultSchema = z.object({ processing: z.boolean(), estimatedTimeSeconds: z.number() });
export type FetchEssentialsResult = z.infer<typeof fetchEssentialsResultSchema>;
