import { and, count, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { DayRangeQuery } from '../../schemas/associates';
import type { PushDailyStats } from '../../schemas/push-stats';
import type { Db } from '../db/client';
import { clickEvents, pushDailyStats, pushSubscriptions } from '../db/schema';

type Counted = 'subscribed' | 'unsubscribed' | 'sent' | 'failed' | 'removed';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds to the day's push figures (one upsert); call it in the transaction that made them happen. */
export async function countPush(db: Db, now: Date, counts: Partial<Record<Counted, number>>): Promise<void> {
  const added = (Object.entries(counts) as [Counted, number][]).filter(([, n]) => n > 0);
  if (added.length === 0) return;
  await db
    .insert(pushDailyStats)
    .values({ day: utcDay(now), ...Object.fromEntries(added) })
    .onConflictDoUpdate({
      target: pushDailyStats.day,
      set: Object.fromEntries(added.map(([name]) => [name, sql.raw(`push_daily_stats.${name} + excluded.${name}`)])),
    });
}

/**
 * Every day of the period: subscriptions at the day's end (today's count, less those made since,
 * plus those removed or turned off since), new ones, notifications sent and failed, subscriptions
 * the push services said were gone, and taps (clicks with source push).
 */
export async function pushDailyStatsBetween(db: Db, q: DayRangeQuery): Promise<PushDailyStats> {
  const clickDay = sql<string>`to_char(${clickEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[{ now }], later, stored, clicks] = await Promise.all([
    db.select({ now: count() }).from(pushSubscriptions),
    db
      .select({
        net: sql<number>`coalesce(sum(${pushDailyStats.subscribed} - ${pushDailyStats.unsubscribed} - ${pushDailyStats.removed}), 0)::int`,
      })
      .from(pushDailyStats)
      .where(gt(pushDailyStats.day, q.endDate)),
    db
      .select()
      .from(pushDailyStats)
      .where(and(gte(pushDailyStats.day, q.startDate), lte(pushDailyStats.day, q.endDate))),
    db
      .select({ day: clickDay, clicks: count() })
      .from(clickEvents)
      .where(
        and(
          eq(clickEvents.clickSource, 'push'),
          gte(clickEvents.createdAt, new Date(`${q.startDate}T00:00:00Z`)),
          lte(clickEvents.createdAt, new Date(`${q.endDate}T23:59:59.999Z`)),
        ),
      )
      .groupBy(clickDay),
  ]);
  const byDay = new Map(stored.map((r) => [r.day, r]));
  const clicksByDay = new Map(clicks.map((c) => [c.day, Number(c.clicks)]));
  const days: PushDailyStats['days'] = [];
  // Walk back from the period's last day: each day ends with the next day's start.
  let subscribers = Number(now) - Number(later[0]?.net ?? 0);
  for (let at = new Date(`${q.endDate}T00:00:00Z`); utcDay(at) >= q.startDate; at.setUTCDate(at.getUTCDate() - 1)) {
    const day = utcDay(at);
    const row = byDay.get(day);
    days.push({
      day,
      subscribers,
      subscribed: row?.subscribed ?? 0,
      sent: row?.sent ?? 0,
      failed: row?.failed ?? 0,
      removed: row?.removed ?? 0,
      clicks: clicksByDay.get(day) ?? 0,
    });
    subscribers -= (row?.subscribed ?? 0) - (row?.unsubscribed ?? 0) - (row?.removed ?? 0);
  }
  return { days: days.reverse() };
}
