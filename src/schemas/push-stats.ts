import { z } from './zod';

/** One UTC day of push notifications, as the operator's analytics shows it. */
const pushDaySchema = z.object({
  day: z.string(),
  /** Subscriptions stored at the day's end (UTC). */
  subscribers: z.number(),
  /** Subscriptions made that day. */
  subscribed: z.number(),
  /** Notifications the push services took. */
  sent: z.number(),
  /** Notifications given up (refused, or still failing after the last retry). */
  failed: z.number(),
  /** Subscriptions removed because the push service said they were gone (404/410). */
  removed: z.number(),
  /** Clicks with source push: notifications tapped. */
  clicks: z.number(),
});

/** GET /api/admin/push/daily: every day of the period, oldest first. */
export const pushDailyStatsSchema = z.object({ days: z.array(pushDaySchema) });
export type PushDailyStats = z.infer<typeof pushDailyStatsSchema>;
