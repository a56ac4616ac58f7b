import { z } from './zod';
import { isAsin } from '../rules/asins';
import { pageQuery } from './api';
import { dealSchema, pagedDealsSchema, PRODUCT_TYPES } from './deal';

/** POST /api/auth/login */
export const loginBodySchema = z.object({
  key: z
    .string({ message: 'key is required' })
    .min(1, 'key is required')
    .max(1000, 'key must be at most 1000 characters'),
});

/** Answer of login, refresh and GET /api/auth/me. */
export const authStateSchema = z.object({
  admin: z.boolean(),
  /** GET /api/auth/me without a live access token: true when the browser holds a refresh token to renew it with. */
  renewable: z.boolean().optional(),
});

/** A deal id in a path or a list. */
export const dealIdSchema = z.uuid({ message: 'Invalid deal id' });

/** A category id as the admin sends it. */
const categoryIdSchema = z
  .string({ message: 'category must be a string' })
  .trim()
  .min(1, 'category must not be empty')
  .max(100, 'category must be at most 100 characters');

/** POST /api/admin/products/bulk-approve and bulk-disapprove */
export const productIdsBodySchema = z.object({
  productIds: z
    .array(dealIdSchema, { message: 'productIds must be a list of deal ids' })
    .min(1, 'productIds must hold at least 1 id')
    .max(1000, 'productIds must hold at most 1000 ids'),
});

/** A bulk call's answer: how many changed; bulk approve also names the deals it skipped for want of a category. */
export const bulkResultSchema = z.object({
  count: z.number(),
  skipped: z.number().optional(),
  skippedIds: z.array(z.string()).optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** PUT /api/admin/curated-deals/{id}: a category and/or an approval, nothing else. */
export const dealUpdateBodySchema = z
  .strictObject(
    {
      category: categoryIdSchema.optional(),
      isApproved: z.boolean({ message: 'isApproved must be true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be an object' : undefined) },
  )
  .refine((b) => b.category !== undefined || b.isApproved !== undefined, {
    message: 'must hold category or isApproved',
  });
export type DealUpdateBody = z.infer<typeof dealUpdateBodySchema>;

const productTypeField = z.enum(PRODUCT_TYPES, { message: `productType must be one of ${PRODUCT_TYPES.join(', ')}` });

/** PUT /api/admin/products/{id}/update-type */
export const updateTypeBodySchema = z.object({ productType: productTypeField });

const asinSchema = z
  .string({ message: 'asin must be a string' })
  .transform((s) => s.toUpperCase())
  .refine(isAsin, 'asin must be 10 letters or digits');

/** One row of POST /api/admin/products/update-precedence; precedenceOrder is a 1-based position. */
const precedenceItemSchema = z.object({
  asin: asinSchema,
  takesPrecedence: z.boolean({ message: 'takesPrecedence must be true or false' }),
  precedenceOrder: z
    .number({ message: 'precedenceOrder must be a number' })
    .int('precedenceOrder must be a whole number')
    .min(1, 'precedenceOrder must be at least 1')
    .max(100_000, 'precedenceOrder must be at most 100000'),
});
export type PrecedenceItem = z.infer<typeof precedenceItemSchema>;

export const precedenceBodySchema = z.object({
  products: z
    .array(precedenceItemSchema, { message: 'products must be a list' })
    .min(1, 'products must hold at least 1 item')
    .max(1000, 'products must hold at most 1000 items'),
});

/** Answer of POST /api/admin/products/update-precedence. */
export const precedenceResultSchema = z.object({ updatedCount: z.number(), notFoundCount: z.number() });
export type PrecedenceResult = z.infer<typeof precedenceResultSchema>;

/** GET /api/admin/curated-deals?page&limit&isApproved&category&productType */
export const curatedDealsQuerySchema = pageQuery(100, 1000).extend({
  isApproved: z
    .enum(['true', 'false'], { message: "isApproved must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
  category: categoryIdSchema.optional(),
  productType: productTypeField.optional(),
});
export type CuratedDealsQuery = z.infer<typeof curatedDealsQuerySchema>;

/** A deal in the admin list (GET /api/admin/products/all): with its clicks of the last 7 days. */
const adminDealSchema = dealSchema.extend({ clicks7d: z.number() });
export type AdminDeal = z.infer<typeof adminDealSchema>;
export const pagedAdminDealsSchema = pagedDealsSchema.extend({ products: z.array(adminDealSchema) });
export type PagedAdminDeals = z.infer<typeof pagedAdminDealsSchema>;
