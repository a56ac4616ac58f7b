import { z } from 'zod';

/** POST /api/deals/{ASIN}/price-report: what the visitor saw differ (optional). */
export const priceReportBodySchema = z.object({ problem: z.enum(['price', 'availability']).optional() }).strict();

/** hidden: taken down by a report (before visitors' checks stopped taking deals down); kept for old rows. */
export type PriceReportOutcome = 'checking' | 'updated' | 'unchanged' | 'missing' | 'deferred' | 'hidden' | 'failed';

/** What a report found: the check it led to, or the recent one it shares. */
export interface PriceReportAnswer {
  outcome: PriceReportOutcome;
  message: string;
  /** When the retailer was asked (ISO). */
  checkedAt: string;
  /** True when this report led to no new check: one was made in the last 10 minutes. */
  recent: boolean;
}

/** One row of the operator's queue (GET /api/admin/price-reports). */
export interface PriceReportView {
  asin: string;
  title: string | null;
  reports: number;
  lastReportedAt: string;
  checkedAt: string;
  outcome: PriceReportOutcome;
  message: string;
}
