import { z } from './zod';

export const MAX_KEYWORDS = 20;
export const KEYWORD_MAX_LENGTH = 60;
export const MAX_SEARCH_RESULTS = 100;
export const DEFAULT_SEARCH_RESULTS = 5;
const MAX_PRICE_DOLLARS = 1_000_000;

const price = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(MAX_PRICE_DOLLARS, `${name} must be at most ${MAX_PRICE_DOLLARS}`)
    .nullish();

/** The admin's "Search ... Products" payload (docs/product.md 7.4). */
export const retailerSearchRequestSchema = z
  .object({
    keywords: z
      .array(
        z
          .string({ error: 'keywords must be a list of words' })
          .trim()
          .min(1, 'keywords must not contain empty words')
          .max(KEYWORD_MAX_LENGTH, `each keyword must be at most ${KEYWORD_MAX_LENGTH} characters`),
        { error: 'keywords must be a list of words' },
      )
      .min(1, 'Please add at least one keyword')
      .max(MAX_KEYWORDS, `keywords: at most ${MAX_KEYWORDS} keywords`),
    /** The keywords joined by a space (sent by the client; the list is what counts). */
    keyword: z.string({ error: 'keyword must be text' }).max(2000, 'keyword is too long').optional(),
    searchCategory: z
      .string({ error: 'searchCategory must be text' })
      .max(2000, 'searchCategory is too long')
      .optional(),
    targetCategory: z.string({ error: 'targetCategory must be text' }).max(100, 'targetCategory is too long').nullish(),
    minRating: z
      .number({ error: 'minRating must be a number' })
      .min(0, 'minRating must be between 0 and 5')
      .max(5, 'minRating must be between 0 and 5')
      .nullish(),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    includeOutOfStock: z.boolean({ error: 'includeOutOfStock must be true or false' }).default(false),
    dealsOnly: z.boolean({ error: 'dealsOnly must be true or false' }).default(true),
    prime: z.boolean({ error: 'prime must be true or false' }).default(false),
    maxResults: z
      .number({ error: 'maxResults must be a number' })
      .int('maxResults must be a whole number')
      .min(1, `maxResults must be between 1 and ${MAX_SEARCH_RESULTS}`)
      .max(MAX_SEARCH_RESULTS, `maxResults must be between 1 and ${MAX_SEARCH_RESULTS}`)
      .default(DEFAULT_SEARCH_RESULTS),
  })
  .refine((r) => r.minPrice == null || r.maxPrice == null || r.minPrice <= r.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice must not be more than maxPrice',
  });

/** Answer of POST /api/admin/curated-deals/fetch (message: 'Found N products'). */
export const retailerFetchResultSchema = z.object({ count: z.number(), created: z.number(), updated: z.number() });
export type RetailerFetchResult = z.infer<typeof retailerFetchResultSchema>;

/** POST /api/admin/amazon/import-by-asins: {asins: 'comma, or space separated'}. */
export const asinImportRequestSchema = z.object({
  asins: z.string({ error: 'asins must be text: ASINs separated by commas' }).max(20_000, 'asins is too long'),
});

/** The Import response (docs/product.md 7.4), with the run of the 'asin-import' job to follow (GET /api/admin/jobs). */
export const asinImportResponseSchema = z.object({
  message: z.string(),
  asinsToProcess: z.number(),
  invalidAsinsSkipped: z.number(),
  estimatedTimeSeconds: z.number(),
  jobRunId: z.number(),
});
export type AsinImportResponse = z.infer<typeof asinImportResponseSchema>;

/** POST /api/admin/fetch-data. */
/** GET /api/admin/watch-coverage: watched products that are no deal, and how many one day's refreshes check. */
export const watchCoverageSchema = z.object({ watched: z.number(), perDay: z.number() });
export type WatchCoverage = z.infer<typeof watchCoverageSchema>;

export const refreshStartedSchema = z.object({ started: z.literal(true), jobRunId: z.number() });
export type RefreshStarted = z.infer<typeof refreshStartedSchema>;

/** One row of GET /api/admin/jobs. */
export const jobRunViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** running | succeeded | failed | skipped */
  status: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  counts: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});
export type JobRunView = z.infer<typeof jobRunViewSchema>;
export const jobRunViewListSchema = z.array(jobRunViewSchema);

/** Every job recorded in job_runs. */
export const JOB_NAMES = [
  'deal-refresh',
  'deal-recheck',
  'essentials',
  'digest',
  'alerts',
  'asin-import',
  'associates-reports',
  'login-attempts-prune',
] as const;

export const jobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(50),
  name: z.enum(JOB_NAMES, { error: `name must be one of ${JOB_NAMES.join(', ')}` }).optional(),
});
