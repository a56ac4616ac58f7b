import { z } from './zod';
import { isAsin } from '../rules/asins';

/** Days an admin sparkline covers. */
export const SPARKLINE_DAYS = 30;

/** Most ASINs one sparkline request asks for (a page of the admin list). */
export const MAX_SPARKLINE_ASINS = 1000;

/** POST /api/admin/price-history: the ASINs whose recent prices to draw. */
export const sparklineRequestSchema = z.object({
  asins: z
    .array(z.string().trim().toUpperCase().refine(isAsin, 'asins must be ASINs (10 letters or digits)'))
    .min(1, 'asins must name at least one ASIN')
    .max(MAX_SPARKLINE_ASINS, `asins may name at most ${MAX_SPARKLINE_ASINS}`),
});

/** One day's lowest observed price: [the UTC day's start in epoch ms, cents]. */
const dailyLowSchema = z.tuple([z.number(), z.number()]);

/** The answer: each ASIN asked for with its daily lows of the last 30 days, oldest first (none: an empty list). */
export const sparklinesSchema = z.record(z.string(), z.array(dailyLowSchema));
export type Sparklines = z.infer<typeof sparklinesSchema>;
