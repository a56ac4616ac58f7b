import { z } from './zod';

/** GET /api/check?url=…: an Amazon product address or an ASIN, as typed or shared (read by rules/product-address.ts). */
export const productCheckQuerySchema = z.object({
  url: z
    .string()
    .default('')
    .describe('An Amazon product address (/dp/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN) or a bare ASIN.'),
});

/** One price we observed: cents at an ISO time. */
const checkedPricePointSchema = z.object({ priceCents: z.number(), observedAt: z.string() });

/**
 * What a check found: a deal we list (go to its page), or the retailer's answer for an item we do
 * not list, with the prices we observed for it before, if any. Prices are dollars; dates ISO strings.
 */
export const productCheckSchema = z.discriminatedUnion('listed', [
  z.object({ listed: z.literal(true), asin: z.string(), path: z.string() }),
  z.object({
    listed: z.literal(false),
    asin: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    /** The retailer's page, carrying our partner tag. */
    detailPageUrl: z.string(),
    price: z.number(),
    /** The list or was price when the retailer gives one. */
    originalPrice: z.number().nullable(),
    availability: z.string().nullable(),
    /** When the retailer answered with this price ("Price as of …"). */
    priceFetchedAt: z.string(),
    history: z.array(checkedPricePointSchema),
  }),
]);
export type ProductCheck = z.infer<typeof productCheckSchema>;
