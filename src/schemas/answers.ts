import type { z } from './zod';

// The answers of the calls the browser makes, by name. The browser's client (lib/http.ts) loads,
// with a call, only the schema module of its answer (and zod with it), so zod is not in the
// JavaScript a page needs to show and hydrate, and a public read never loads the operator's schemas.
// No `z` here: a `z` reached through import() would bring every part of zod (its locales too).

const loaders = {
  authState: async () => (await import('./admin')).authStateSchema,
  alertPreferences: async () => (await import('./alerts')).alertPreferencesViewSchema,
  associatesEarnings: async () => (await import('./associates')).associatesEarningsSchema,
  bulkResult: async () => (await import('./admin')).bulkResultSchema,
  categories: async () => (await import('./categories')).categoryOptionListSchema,
  clickAccepted: async () => (await import('./clicks')).clickAcceptedSchema,
  clickStats: async () => (await import('./clicks')).clickStatsSchema,
  csvImport: async () => (await import('./csv-import')).csvImportResultSchema,
  asinImport: async () => (await import('./retailer')).asinImportResponseSchema,
  deal: async () => (await import('./deal')).dealSchema,
  deals: async () => (await import('./deal')).dealListSchema,
  dealPage: async () => (await import('./deal')).pagedDealsSchema,
  adminDealPage: async () => (await import('./admin')).pagedAdminDealsSchema,
  dealStatistics: async () => (await import('./deal')).dealStatisticsSchema,
  essentials: async () => (await import('./deal')).essentialItemListSchema,
  jobRuns: async () => (await import('./retailer')).jobRunViewListSchema,
  newsletter: async () => (await import('./newsletter')).newsletterResultSchema,
  precedenceResult: async () => (await import('./admin')).precedenceResultSchema,
  priceReports: async () => (await import('./price-report')).priceReportViewListSchema,
  productCheck: async () => (await import('./product-check')).productCheckSchema,
  pushDailyStats: async () => (await import('./push-stats')).pushDailyStatsSchema,
  pushPublicKey: async () => (await import('./push')).pushPublicKeySchema,
  pushRemoved: async () => (await import('./push')).pushRemovedSchema,
  pushTest: async () => (await import('./api')).noDataSchema,
  pushToken: async () => (await import('./push')).pushTokenSchema,
  refreshStarted: async () => (await import('./retailer')).refreshStartedSchema,
  retailerFetch: async () => (await import('./retailer')).retailerFetchResultSchema,
  savedDeals: async () => (await import('./saved')).savedListSchema,
  savedRemoved: async () => (await import('./saved')).savedRemovedSchema,
  sparklines: async () => (await import('./price-history')).sparklinesSchema,
  superDeal: async () => (await import('./deal')).superDealSchema.nullable(),
  watchCoverage: async () => (await import('./retailer')).watchCoverageSchema,
  watchCreated: async () => (await import('./watches')).watchCreatedSchema,
  watches: async () => (await import('./watches')).watchListSchema,
  watchRemoved: async () => (await import('./watches')).watchRemovedSchema,
};
type Schemas = { [N in keyof typeof loaders]: Awaited<ReturnType<(typeof loaders)[N]>> };

/** The name of a call's answer. */
export type AnswerName = keyof Schemas;
/** The `data` of an answer of that name. */
export type Answer<N extends AnswerName> = z.output<Schemas[N]>;

const typedLoaders: { [N in AnswerName]: () => Promise<z.ZodType<Answer<N>>> } = loaders;

/** The schema of an answer's `data`, typed so that checking one gives its own data type. */
export const loadAnswerSchema = <N extends AnswerName>(name: N): Promise<z.ZodType<Answer<N>>> => typedLoaders[name]();

/** The envelope of every answer (the schema its call names checks its `data`) and the API's refusal. */
export const loadEnvelopeSchemas = () => import('./api');
