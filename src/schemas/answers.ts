import { authStateSchema, bulkResultSchema, pagedAdminDealsSchema, precedenceResultSchema } from './admin';
import { alertPreferencesViewSchema } from './alerts';
import { envelopeSchema, errorBodySchema } from './api';
import { associatesEarningsSchema } from './associates';
import { categoryOptionListSchema } from './categories';
import { clickAcceptedSchema, clickStatsSchema } from './clicks';
import { csvImportResultSchema } from './csv-import';
import {
  dealListSchema,
  dealSchema,
  dealStatisticsSchema,
  essentialItemListSchema,
  pagedDealsSchema,
  superDealSchema,
} from './deal';
import { newsletterResultSchema } from './newsletter';
import { sparklinesSchema } from './price-history';
import { priceReportViewListSchema } from './price-report';
import { productCheckSchema } from './product-check';
import { pushPublicKeySchema, pushRemovedSchema, pushTokenSchema } from './push';
import { pushDailyStatsSchema } from './push-stats';
import {
  asinImportResponseSchema,
  jobRunViewListSchema,
  refreshStartedSchema,
  retailerFetchResultSchema,
  watchCoverageSchema,
} from './retailer';
import { savedListSchema, savedRemovedSchema } from './saved';
import { watchCreatedSchema, watchListSchema, watchRemovedSchema } from './watches';
import { z } from './zod';

// The answers of the calls the browser makes, by name. The browser's client (lib/http.ts) loads this
// module with its first call and checks each answer against the schema its call names, so zod is
// not in the JavaScript a page needs to show and hydrate.

const schemas = {
  authState: authStateSchema,
  alertPreferences: alertPreferencesViewSchema,
  associatesEarnings: associatesEarningsSchema,
  bulkResult: bulkResultSchema,
  categories: categoryOptionListSchema,
  clickAccepted: clickAcceptedSchema,
  clickStats: clickStatsSchema,
  csvImport: csvImportResultSchema,
  asinImport: asinImportResponseSchema,
  deal: dealSchema,
  deals: dealListSchema,
  dealPage: pagedDealsSchema,
  adminDealPage: pagedAdminDealsSchema,
  dealStatistics: dealStatisticsSchema,
  essentials: essentialItemListSchema,
  jobRuns: jobRunViewListSchema,
  newsletter: newsletterResultSchema,
  precedenceResult: precedenceResultSchema,
  priceReports: priceReportViewListSchema,
  productCheck: productCheckSchema,
  pushDailyStats: pushDailyStatsSchema,
  pushPublicKey: pushPublicKeySchema,
  pushRemoved: pushRemovedSchema,
  pushTest: z.null(),
  pushToken: pushTokenSchema,
  refreshStarted: refreshStartedSchema,
  retailerFetch: retailerFetchResultSchema,
  savedDeals: savedListSchema,
  savedRemoved: savedRemovedSchema,
  sparklines: sparklinesSchema,
  superDeal: superDealSchema.nullable(),
  watchCoverage: watchCoverageSchema,
  watchCreated: watchCreatedSchema,
  watches: watchListSchema,
  watchRemoved: watchRemovedSchema,
};
type Schemas = typeof schemas;

/** The name of a call's answer. */
export type AnswerName = keyof Schemas;
/** The `data` of an answer of that name. */
export type Answer<N extends AnswerName> = z.output<Schemas[N]>;
/** Each answer's schema, typed so that checking one gives its own data type. */
export const answerSchemas: { [N in AnswerName]: z.ZodType<Answer<N>> } = schemas;

/** The envelope of every answer; the schema its call names checks its `data`. */
export const answerEnvelopeSchema = envelopeSchema(z.unknown());

export { errorBodySchema };
