import { Cron } from 'croner';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { alertDeliveries, alertPreferences } from '../db/schema';
import type { JobOutcome } from '../jobs/run-job';
import { alertMail } from '../mail/templates';
import type { Db } from '../db/client';
import {
  type AlertCandidates,
  type AlertChannel,
  type AlertDeal,
  alertCandidates,
  dueSubscribers,
  type DueRules,
  latestShownDealChange,
  matchDeals,
} from './alert-matching';
import { lastSuccessAt } from './job-runs';
import { deliverOnce, mailLinksFor } from './newsletter';

type Subscriber = { id: string; email: string | null };

/** Subscribers matched per query: memory stays flat however many there are. */
const SUBSCRIBER_BATCH = 500;
/** Deals in one alert mail; the rest wait for the next one. */
const DEALS_PER_ALERT = 8;
/** Alerts list deals approved or refreshed this recently. */
const FRESH_DEALS_MS = 24 * 60 * 60 * 1000;
/** 'Once a day' alerts go out from this time each day (the morning refresh's hour). */
const DAILY_ALERT_CRON = new Cron('0 10 * * *', { timezone: 'America/New_York', paused: true });

/** The latest 10 AM Eastern at or before `now`. */
function dailyAlertsFrom(now: Date): Date {
  let at = DAILY_ALERT_CRON.nextRun(new Date(now.getTime() - 25 * 60 * 60 * 1000)) as Date;
  for (let next = DAILY_ALERT_CRON.nextRun(at); next && next <= now; next = DAILY_ALERT_CRON.nextRun(next)) at = next;
  return at;
}

/** What decides who is due now (see dueSubscribers); null when no deal is shown, so nobody is. */
export async function alertRules(db: Db, now: Date): Promise<DueRules | null> {
  const latestDealChange = await latestShownDealChange(db, now);
  if (!latestDealChange) return null;
  return {
    now,
    latestDealChange,
    lastRefreshAt: await lastSuccessAt(db, 'deal-refresh'),
    dailyFrom: dailyAlertsFrom(now),
  };
}

/**
 * The due subscribers of a channel, in keyset batches of `batchSize`, each with at most
 * `perSubscriber` deals that match them (in one query per batch, over the candidate deals read
 * once per run); a batch is marked checked once the caller is done with it. Memory holds one
 * batch and the candidates.
 */
export async function* matchedBatches(
  db: Db,
  rules: DueRules,
  channel: AlertChannel = 'mail',
  perSubscriber = DEALS_PER_ALERT,
  batchSize = SUBSCRIBER_BATCH,
): AsyncGenerator<{ batch: Subscriber[]; matches: Map<string, AlertDeal[]> }> {
  let candidates: AlertCandidates | null = null;
  for (let after: string | null = null; ;) {
    const batch = await dueSubscribers(db, rules, after, batchSize, channel);
    if (batch.length === 0) return;
    // Read with the first batch: a run with nobody due does not parse every fresh deal's text.
    candidates ??= await alertCandidates(db, new Date(rules.now.getTime() - FRESH_DEALS_MS), rules.now);
    after = batch[batch.length - 1].id;
    const ids = batch.map((s) => s.id);
    yield { batch, matches: await matchDeals(db, ids, candidates, perSubscriber, channel) };
    await db
      .update(alertPreferences)
      .set({ lastCheckedAt: rules.now })
      .where(inArray(alertPreferences.subscriberId, ids));
  }
}

/**
 * Mails each due subscriber with rules the deals that match them and were never alerted to
 * them. A deal is claimed in alert_deliveries before its mail is sent (so two runs never send
 * it twice) and released when the mail cannot be delivered.
 */
export async function sendAlerts(deps: AppDeps, jobRunId: number): Promise<JobOutcome> {
  const counts = { checked: 0, recipients: 0, deals: 0, sent: 0, failed: 0 };
  const rules = await alertRules(deps.handle.db, deps.now());
  if (!rules) return { counts };
  for await (const { batch, matches } of matchedBatches(deps.handle.db, rules)) {
    counts.checked += batch.length;
    for (const subscriber of batch) {
      const matched = matches.get(subscriber.id);
      if (!matched || subscriber.email === null) continue;
      const result = await alertOne(deps, jobRunId, { id: subscriber.id, email: subscriber.email }, matched);
      if (result === 'sent') {
        counts.recipients++;
        counts.sent++;
        counts.deals += matched.length;
      }
      if (result === 'failed') counts.failed++;
    }
  }
  return {
    counts,
    failed: counts.failed > 0 && counts.sent === 0,
    error: counts.failed > 0 ? `${counts.failed} alert mails could not be sent` : null,
  };
}

async function alertOne(
  deps: AppDeps,
  jobRunId: number,
  subscriber: { id: string; email: string },
  matched: AlertDeal[],
): Promise<'sent' | 'failed' | 'duplicate' | 'none'> {
  const { db } = deps.handle;
  const claimed = new Set(
    (
      await db
        .insert(alertDeliveries)
        .values(matched.map((d) => ({ subscriberId: subscriber.id, asin: d.asin, jobRunId, createdAt: deps.now() })))
        .onConflictDoNothing()
        .returning({ asin: alertDeliveries.asin })
    ).map((r) => r.asin),
  );
  const deals = matched.filter((d) => claimed.has(d.asin));
  if (deals.length === 0) return 'none';
  const mail = await alertMail(
    subscriber.email,
    deals,
    mailLinksFor(deps.env, deps.authSecret, subscriber.email, deps.now()),
  );
  const result = await deliverOnce(deps, `alert:${jobRunId}`, subscriber.id, mail);
  if (result === 'sent') {
    await db
      .update(alertPreferences)
      .set({ lastAlertAt: deps.now() })
      .where(eq(alertPreferences.subscriberId, subscriber.id));
  } else {
    // Not delivered: the deals may go in a later alert.
    await db
      .delete(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.subscriberId, subscriber.id),
          eq(alertDeliveries.jobRunId, jobRunId),
          inArray(alertDeliveries.asin, [...claimed]),
        ),
      );
  }
  return result;
}
