import { sql } from 'drizzle-orm';
import { dealNotice, type Notice } from '../../rules/push-notices';
import type { AppDeps } from '../app-deps';
import { alertPreferences } from '../db/schema';
import { sqlTime } from '../db/sql-time';
import { alertRules, matchedBatches } from './alerts';
import { listVisibleDealsByAsin } from './public-deals';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Deals queued per device per run; the daily cap folds what passes it into one summary. */
const DEALS_PER_RUN = 20;
/**
 * Subscribers matched per batch: a fan-out to 100,000 devices runs six statements a batch, and on
 * PGlite (on the server's thread) bigger batches cost less per device than the mails' 500.
 */
const SUBSCRIBER_BATCH = 2000;

/**
 * Queues a notification row for each due push subscription and each deal that matches its rules
 * (the mail alerts' own matching, channel 'push'): written before anything is sent, one per
 * subscription and deal ever (the unique key), so a second process or a second run adds none.
 * `onQueued` is called after each batch that queued rows (sending may start before the last).
 */
export async function queuePushAlerts(
  deps: AppDeps,
  onQueued: () => void = () => {},
): Promise<{ checked: number; queued: number }> {
  const { db } = deps.handle;
  const now = deps.now();
  const counts = { checked: 0, queued: 0 };
  const rules = await alertRules(db, now);
  if (!rules) return counts;
  for await (const { batch, matches } of matchedBatches(db, rules, 'push', DEALS_PER_RUN, SUBSCRIBER_BATCH)) {
    counts.checked += batch.length;
    const asins = [...new Set([...matches.values()].flat().map((d) => d.asin))];
    if (asins.length === 0) continue;
    const shown = new Map((await listVisibleDealsByAsin(db, asins, now)).map((d) => [d.asin, d]));
    // Each deal's notice is written once per batch; the rows pair it with its subscribers in SQL.
    const notices = new Map<string, Notice>();
    const pairs: { subscription: string; asin: string }[] = [];
    for (const [subscription, matched] of matches) {
      for (const m of matched) {
        const deal = shown.get(m.asin);
        if (!deal) continue;
        if (!notices.has(m.asin)) {
          const { title, dealEndsAt, priceBadges } = deal;
          notices.set(m.asin, dealNotice({ title, categoryLabel: m.categoryLabel, dealEndsAt, priceBadges }, now));
        }
        pairs.push({ subscription, asin: m.asin });
      }
    }
    if (pairs.length === 0) continue;
    const noticeRows = JSON.stringify([...notices].map(([asin, notice]) => ({ asin, ...notice })));
    const queued = rowsOf<{ subscription_id: string }>(
      await db.execute(sql`
        insert into push_deliveries (subscription_id, asin, kind, title, body, next_attempt_at, created_at)
        select p.subscription, p.asin, n.kind, n.title, n.body, ${sqlTime(now)}, ${sqlTime(now)}
        from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(subscription uuid, asin text)
        join jsonb_to_recordset(${noticeRows}::jsonb) as n(asin text, kind text, title text, body text)
          on n.asin = p.asin
        on conflict do nothing
        returning subscription_id`),
    );
    if (counts.queued === 0 && queued.length > 0) {
      // Statistics before the first claim: PGlite runs no autovacuum (nor has PostgreSQL's run yet
      // on a fresh table), and without them the planner sorts every due row under FOR UPDATE
      // (about 0.3 s a claim at 100,000 rows) instead of reading 500 off push_deliveries_due_idx.
      await db.execute(sql`analyze push_deliveries`);
    }
    counts.queued += queued.length;
    const alerted = [...new Set(queued.map((q) => q.subscription_id))];
    if (alerted.length > 0) {
      // 'daily' subscribers are due again after the next day's send time.
      await db
        .update(alertPreferences)
        .set({ lastAlertAt: now })
        .where(sql`${alertPreferences.subscriberId} = any(${`{${alerted.join(',')}}`}::uuid[])`);
      onQueued();
    }
  }
  return counts;
}
