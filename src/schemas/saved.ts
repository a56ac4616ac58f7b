import { MAX_SAVED, SAVED_STATES } from '../rules/saved-deals';
import { dealSchema } from './deal';
import { mailTokenSchema } from './newsletter';
import { asinSchema } from './watches';
import { z } from './zod';

const MAX_TITLE_LENGTH = 500;
const MAX_IMAGE_URL_LENGTH = 2000;

/** ?token= of GET /api/saved and DELETE /api/saved/{asin}: a device's push token or an address's alerts token. */
export const savedTokenQuerySchema = z.object({ token: mailTokenSchema });
export const savedAsinParamSchema = z.object({ asin: asinSchema });

/** One deal as the browser keeps it: enough to name it and show its picture after it has ended. */
const savedDealInputSchema = z.object({
  asin: asinSchema,
  title: z
    .string({ error: 'title must be text' })
    .max(MAX_TITLE_LENGTH, `title must be at most ${MAX_TITLE_LENGTH} characters`)
    .default(''),
  imageUrl: z
    .string({ error: 'imageUrl must be the address of the picture' })
    .max(MAX_IMAGE_URL_LENGTH, `imageUrl must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
    // The retailer's pictures are https; the demo catalogue's are our own paths.
    .refine(
      (url) => url === '' || url.startsWith('https://') || /^\/(?!\/)/.test(url),
      'imageUrl must be an https address or a path of this site',
    )
    .default(''),
  savedAt: z.iso.datetime({ error: 'savedAt must be an ISO date and time' }).optional(),
});

/** POST /api/saved: deals to add to the owner's list (the union of both, nothing removed). */
export const savedAddSchema = z.object({
  token: mailTokenSchema,
  deals: z
    .array(savedDealInputSchema, { error: 'deals must be a list of saved deals' })
    .min(1, 'deals must hold at least one deal')
    .max(MAX_SAVED, `deals must hold at most ${MAX_SAVED} deals`),
});
export type SavedAdd = z.output<typeof savedAddSchema>;

/** One saved deal as the server answers it, with the deal as the listings show it while we offer it. */
const savedDealViewSchema = z.object({
  asin: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** ISO time of saving. */
  savedAt: z.string(),
  state: z.enum(SAVED_STATES),
  /** Its current price, the price's age and its stock; null once it has ended. */
  deal: dealSchema.nullable(),
});
export type SavedDealView = z.infer<typeof savedDealViewSchema>;
export const savedListSchema = z.array(savedDealViewSchema);
export const savedRemovedSchema = z.object({ asin: z.string() });
