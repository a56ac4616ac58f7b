import { MAX_TARGET_PRICE, WATCH_RULES } from '../rules/watch-rules';
import { emailSchema, mailTokenSchema } from './newsletter';
import { MAX_ENDPOINT_LENGTH } from './push';
import { z } from './zod';

const ASIN_MESSAGE = 'asin must be 10 letters or digits';
/** An ASIN as typed: spaces around and lower case are forgiven. */
export const asinSchema = z
  .string({ error: ASIN_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, ASIN_MESSAGE);
const TARGET_MESSAGE = `targetPrice must be an amount in dollars more than $0 and at most $${MAX_TARGET_PRICE.toLocaleString('en-US')}`;

/** POST /api/watches: one product, one rule, and where to tell (this device's push subscription or an address). */
export const watchCreateSchema = z
  .object({
    asin: asinSchema,
    rule: z.enum(WATCH_RULES, { error: `rule must be one of: ${WATCH_RULES.join(', ')}` }),
    targetPrice: z
      .number({ error: TARGET_MESSAGE })
      .gt(0, TARGET_MESSAGE)
      .max(MAX_TARGET_PRICE, TARGET_MESSAGE)
      .nullable()
      .optional(),
    pushEndpoint: z
      .string({ error: 'pushEndpoint must be the URL of this device’s push subscription' })
      .max(MAX_ENDPOINT_LENGTH, `pushEndpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`)
      .optional(),
    email: emailSchema.optional(),
  })
  .superRefine((watch, ctx) => {
    if (watch.rule === 'below' && (watch.targetPrice === undefined || watch.targetPrice === null)) {
      ctx.addIssue({ code: 'custom', path: ['targetPrice'], message: 'targetPrice is required for the rule below' });
    }
    if (!watch.pushEndpoint === !watch.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['pushEndpoint'],
        message: 'pushEndpoint or email is required (one of them): where should we tell you?',
      });
    }
  });
export type WatchCreate = z.output<typeof watchCreateSchema>;

/** POST /api/watches: the watch and the token that lists and removes it. */
export const watchCreatedSchema = z.object({ id: z.string(), token: z.string() });

/** ?token= of GET and DELETE /api/watches. */
export const watchTokenQuerySchema = z.object({ token: mailTokenSchema });
export const watchIdParamSchema = z.object({
  id: z.uuid({ error: 'id must be the id of a watch' }),
});

/** A product's state as a watch list shows it. */
const WATCHED_STATES = ['live', 'out-of-stock', 'not-listed', 'unchecked'] as const;

/** One watch as GET /api/watches lists it: the product's current price and its age, never stale without saying so. */
const watchViewSchema = z.object({
  id: z.string(),
  asin: z.string(),
  rule: z.enum(WATCH_RULES),
  targetPrice: z.number().nullable(),
  channel: z.enum(['push', 'mail']),
  title: z.string(),
  /** Dollars; null while we never had a price for it. */
  price: z.number().nullable(),
  /** ISO time the price was told by the retailer. */
  priceFetchedAt: z.string().nullable(),
  state: z.enum(WATCHED_STATES),
  /** False while the address has not confirmed: its watches do not fire yet. */
  active: z.boolean(),
  lastFiredAt: z.string().nullable(),
});
export type WatchView = z.infer<typeof watchViewSchema>;
export const watchListSchema = z.array(watchViewSchema);
export const watchRemovedSchema = z.object({ id: z.string() });
