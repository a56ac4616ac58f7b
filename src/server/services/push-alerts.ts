import { inArray } from 'drizzle-orm';
import { dealNotice } from '../../rules/push-notices';
import type { AppDeps } from '../app-deps';
import { alertPreferences, pushDeliveries } from '../db/schema';
import { alertRules, matchedBatches } from './alerts';
import { listVisibleDealsByAsin } from './public-deals';

/** Deals queued per device per run; the daily cap folds what passes it into one summary. */
const DEALS_PER_RUN = 20;

/**
 * Queues a notification row for each due push subscription and each deal that matches its rules
 * (the mail alerts' own matching, channel 'push'): written before anything is sent, one per
 * subscription and deal ever (the unique key), so a second process or a second run adds none.
 */
export async function queuePushAlerts(deps: AppDeps): Promise<{ checked: number; queued: number }> {
  const { db } = deps.handle;
  const now = deps.now();
  const counts = { checked: 0, queued: 0 };
  const rules = await alertRules(db, now);
  if (!rules) return counts;
  for await (const { batch, matches } of matchedBatches(db, rules, 'push', DEALS_PER_RUN)) {
    counts.checked += batch.length;
    const asins = [...new Set([...matches.values()].flat().map((d) => d.asin))];
    if (asins.length === 0) continue;
    const shown = new Map((await listVisibleDealsByAsin(db, asins, now)).map((d) => [d.asin, d]));
    const rows = [...matches].flatMap(([subscriptionId, matched]) =>
      matched.flatMap((m) => {
        const deal = shown.get(m.asin);
        if (!deal) return [];
        const notice = dealNotice(
          {
            title: deal.title,
            categoryLabel: m.categoryLabel,
            dealEndsAt: deal.dealEndsAt,
            priceBadges: deal.priceBadges,
          },
          now,
        );
        return [{ subscriptionId, asin: m.asin, ...notice, nextAttemptAt: now, createdAt: now }];
      }),
    );
    if (rows.length === 0) continue;
    const queued = await db
      .insert(pushDeliveries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ subscriptionId: pushDeliveries.subscriptionId });
    counts.queued += queued.length;
    const alerted = [...new Set(queued.map((q) => q.subscriptionId))];
    if (alerted.length > 0) {
      // 'daily' subscribers are due again after the next day's send time.
      await db
        .update(alertPreferences)
        .set({ lastAlertAt: now })
        .where(inArray(alertPreferences.subscriberId, alerted));
    }
  }
  return counts;
}
