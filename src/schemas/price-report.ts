import { z } from './zod';

/** POST /api/deals/{ASIN}/price-report: what the visitor saw differ (optional). */
export const priceReportBodySchema = z.object({ problem: z.enum(['price', 'availability']).optional() }).strict();

/** hidden: taken down by a report (before visitors' checks stopped taking deals down); kept for old rows. */
const priceReportOutcomeSchema = z.enum([
  'checking',
  'updated',
  'unchanged',
  'missing',
  'deferred',
  'hidden',
  'failed',
]);
export type PriceReportOutcome = z.infer<typeof priceReportOutcomeSchema>;

/** What a report found: the check it led to, or the recent one it shares. */
export const priceReportAnswerSchema = z.object({
  outcome: priceReportOutcomeSchema,
  message: z.string(),
  /** When the retailer was asked (ISO). */
  checkedAt: z.string(),
  /** True when this report led to no new check: one was made in the last 10 minutes. */
  recent: z.boolean(),
});
export type PriceReportAnswer = z.infer<typeof priceReportAnswerSchema>;

/** One row of the operator's queue (GET /api/admin/price-reports). */
export const priceReportViewSchema = z.object({
  asin: z.string(),
  title: z.string().nullable(),
  reports: z.number(),
  lastReportedAt: z.string(),
  checkedAt: z.string(),
  outcome: priceReportOutcomeSchema,
  message: z.string(),
});
export type PriceReportView = z.infer<typeof priceReportViewSchema>;
export const priceReportViewListSchema = z.array(priceReportViewSchema);
