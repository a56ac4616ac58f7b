import { z } from './zod';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;
const day = (name: string) => z.iso.date({ message: `${name} must be a date such as 2026-11-21` });

/** A period of whole days, both included, at most a year: the operator's per-day figures. */
export const dayRangeQuerySchema = z
  .object({ startDate: day('startDate'), endDate: day('endDate') })
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate must not be after endDate', path: ['startDate'] })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) < MAX_DAYS * DAY_MS, {
    message: `the period must be at most ${MAX_DAYS} days`,
    path: ['endDate'],
  });
export type DayRangeQuery = z.infer<typeof dayRangeQuerySchema>;

/** One day of the Associates reports; money in dollars. */
const associatesDaySchema = z.object({
  day: z.string(),
  /** Clicks the retailer counted (ours are in the click statistics). */
  clicks: z.number(),
  orderedItems: z.number(),
  shippedItems: z.number(),
  revenue: z.number(),
  earnings: z.number(),
});
export type AssociatesDay = z.infer<typeof associatesDaySchema>;

export const associatesEarningsSchema = z.object({
  days: z.array(associatesDaySchema),
  /** The newest run of the daily import; null when it never ran (no credentials and no demo). */
  lastImport: z.object({ status: z.string(), startedAt: z.string(), error: z.string().nullable() }).nullable(),
});
export type AssociatesEarnings = z.infer<typeof associatesEarningsSchema>;
