import type { z } from './zod';

// The answers of the calls the browser makes, by name. The browser's client (lib/http.ts) loads,
// with a call, only the schema module of its answer (and zod with it), so zod is not in the
// JavaScript a page needs to show and hydrate, and a public read never loads the operator's schemas.
// No `z` here: a `z` reached through import() would bring every part of zod (its locales too).

// One loader per schema module: the build writes each module's import (and what it preloads) once.
const admin = () => import('./admin');
const alerts = () => import('./alerts');
const api = () => import('./api');
const associates = () => import('./associates');
const categories = () => import('./categories');
const clicks = () => import('./clicks');
const csvImport = () => import('./csv-import');
const deal = () => import('./deal');
const newsletter = () => import('./newsletter');
const priceHistory = () => import('./price-history');
const priceReport = () => import('./price-report');
const productCheck = () => import('./product-check');
const push = () => import('./push');
const pushStats = () => import('./push-stats');
const retailer = () => import('./retailer');
const saved = () => import('./saved');
const watches = () => import('./watches');

const loaders = {
  authState: async () => (await admin()).authStateSchema,
  alertPreferences: async () => (await alerts()).alertPreferencesViewSchema,
  associatesEarnings: async () => (await associates()).associatesEarningsSchema,
  bulkResult: async () => (await admin()).bulkResultSchema,
  categories: async () => (await categories()).categoryOptionListSchema,
  clickAccepted: async () => (await clicks()).clickAcceptedSchema,
  clickStats: async () => (await clicks()).clickStatsSchema,
  csvImport: async () => (await csvImport()).csvImportResultSchema,
  asinImport: async () => (await retailer()).asinImportResponseSchema,
  deal: async () => (await deal()).dealSchema,
  deals: async () => (await deal()).dealListSchema,
  dealPage: async () => (await deal()).pagedDealsSchema,
  adminDealPage: async () => (await admin()).pagedAdminDealsSchema,
  dealStatistics: async () => (await deal()).dealStatisticsSchema,
  essentials: async () => (await deal()).essentialItemListSchema,
  jobRuns: async () => (await retailer()).jobRunViewListSchema,
  newsletter: async () => (await newsletter()).newsletterResultSchema,
  precedenceResult: async () => (await admin()).precedenceResultSchema,
  priceReports: async () => (await priceReport()).priceReportViewListSchema,
  productCheck: async () => (await productCheck()).productCheckSchema,
  pushDailyStats: async () => (await pushStats()).pushDailyStatsSchema,
  pushPublicKey: async () => (await push()).pushPublicKeySchema,
  pushRemoved: async () => (await push()).pushRemovedSchema,
  pushTest: async () => (await api()).noDataSchema,
  pushToken: async () => (await push()).pushTokenSchema,
  refreshStarted: async () => (await retailer()).refreshStartedSchema,
  retailerFetch: async () => (await retailer()).retailerFetchResultSchema,
  savedDeals: async () => (await saved()).savedListSchema,
  savedRemoved: async () => (await saved()).savedRemovedSchema,
  sparklines: async () => (await priceHistory()).sparklinesSchema,
  superDeal: async () => (await deal()).superDealSchema.nullable(),
  watchCoverage: async () => (await retailer()).watchCoverageSchema,
  watchCreated: async () => (await watches()).watchCreatedSchema,
  watches: async () => (await watches()).watchListSchema,
  watchRemoved: async () => (await watches()).watchRemovedSchema,
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
export const loadEnvelopeSchemas = api;
