import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  localClock,
  nextAttemptAt,
  quietUntil,
  retryAfterMs,
  startOfLocalDay,
  startOfNextLocalDay,
  fitsDailyCap,
} from '../../rules/push-schedule';
import { moreNotice, type PushKind, TEST_NOTICE } from '../../rules/push-notices';
import type { PushPayload } from '../../schemas/push';
import type { AppDeps } from '../app-deps';
import { pushDeliveries } from '../db/schema';
import { sqlTime } from '../db/sql-time';
import { sendPush } from '../push/web-push-sender';
import { removePushSubscriptions } from './push-subscriptions';
import { countPush } from './push-stats';

/** Rows claimed per query; each process claims its own (FOR UPDATE SKIP LOCKED). */
const CLAIM_BATCH = 500;
/**
 * Batches a process sends side by side: while one waits for its last answers and its marks,
 * the other keeps the encryption threads and the connections busy.
 */
const SENDERS = 2;
/**
 * Messages in flight at once per batch. A batch then takes at most
 * CLAIM_BATCH / SEND_CONCURRENCY x the send timeout (10 s), well inside its lease.
 */
const SEND_CONCURRENCY = 64;
/** A claimed row not marked by then is claimed again (its process died mid-send). */
const CLAIM_LEASE_MS = 2 * 60_000;
/** A summary waits this long for the rest of a batch to be folded into it. */
const SUMMARY_GATHER_MS = 60_000;
/** Attempts before a notice the push service keeps refusing is given up. */
const MAX_ATTEMPTS = 6;
/** The kinds the daily cap counts. */
const DEAL_KINDS: PushKind[] = ['new', 'lowest', 'lightning'];

interface Claimed {
  id: number;
  subscriptionId: string;
  asin: string | null;
  kind: PushKind;
  title: string;
  body: string;
  attempts: number;
  endpoint: string | null;
  p256dh: string;
  auth: string;
  timeZone: string;
  quietStart: string | null;
  quietEnd: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Many ids as one array parameter, not one parameter each. */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/**
 * Claims due rows: pending ones whose time has come, and claimed ones whose lease lapsed. The
 * claim is committed before sending (a lease, not a held lock: PGlite is one connection).
 */
async function claimDue(deps: AppDeps, now: Date): Promise<Claimed[]> {
  const result = await deps.handle.db.execute(sql`
    with due as (
      select id from push_deliveries
      where status in ('pending', 'sending') and next_attempt_at <= ${sqlTime(now)}
      order by next_attempt_at, id
      limit ${CLAIM_BATCH}
      for update skip locked
    ), claimed as (
      update push_deliveries d
      set status = 'sending', attempts = d.attempts + 1, next_attempt_at = ${sqlTime(new Date(now.getTime() + CLAIM_LEASE_MS))}
      from due where d.id = due.id
      returning d.id, d.subscription_id, d.asin, d.kind, d.title, d.body, d.attempts
    )
    select c.id, c.subscription_id as "subscriptionId", c.asin, c.kind, c.title, c.body, c.attempts,
      s.endpoint, s.p256dh, s.auth, s.time_zone as "timeZone", s.quiet_start as "quietStart", s.quiet_end as "quietEnd"
    from claimed c left join push_subscriptions s on s.id = c.subscription_id
    order by c.id`);
  return rowsOf<Claimed>(result).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

const mark = (deps: AppDeps, id: number, values: Partial<typeof pushDeliveries.$inferInsert>) =>
  deps.handle.db
    .update(pushDeliveries)
    .set(values)
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.status, 'sending')));

/** A local day is at most this long (25 h across a DST change): older sends never count. */
const LONGEST_DAY_MS = 26 * 60 * 60 * 1000;

/**
 * Per subscription of the batch, the deal notices sent to it since its own day began: one query
 * for the whole batch, not one per row.
 */
async function sentToday(deps: AppDeps, rows: Claimed[], now: Date): Promise<Map<string, number>> {
  const ids = [...new Set(rows.map((r) => r.subscriptionId))];
  const sent = await deps.handle.db
    .select({ subscriptionId: pushDeliveries.subscriptionId, sentAt: pushDeliveries.sentAt })
    .from(pushDeliveries)
    .where(
      and(
        sql`${pushDeliveries.subscriptionId} = any(${uuidArray(ids)})`,
        eq(pushDeliveries.status, 'sent'),
        inArray(pushDeliveries.kind, DEAL_KINDS),
        gte(pushDeliveries.sentAt, new Date(now.getTime() - LONGEST_DAY_MS)),
      ),
    );
  const zoneOf = new Map(rows.map((r) => [r.subscriptionId, r.timeZone]));
  const counts = new Map<string, number>();
  for (const { subscriptionId, sentAt } of sent) {
    if (sentAt && sentAt >= startOfLocalDay(now, zoneOf.get(subscriptionId) ?? 'UTC')) {
      counts.set(subscriptionId, (counts.get(subscriptionId) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Past the day's cap: the deal is folded, and one summary waits for it (gathering the rest of
 * the batch); a day that had its summary gets the next one the next day.
 */
async function fold(deps: AppDeps, row: Claimed, now: Date): Promise<void> {
  const { db } = deps.handle;
  await mark(deps, row.id, { status: 'folded' });
  const summaries = await db
    .select({ status: pushDeliveries.status, sentAt: pushDeliveries.sentAt })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.subscriptionId, row.subscriptionId), eq(pushDeliveries.kind, 'more')));
  if (summaries.some((s) => s.status === 'pending' || s.status === 'sending')) return;
  const dayStart = startOfLocalDay(now, row.timeZone);
  const hadOneToday = summaries.some((s) => s.sentAt && s.sentAt >= dayStart);
  const at = hadOneToday ? startOfNextLocalDay(now, row.timeZone) : new Date(now.getTime() + SUMMARY_GATHER_MS);
  await db.insert(pushDeliveries).values({
    subscriptionId: row.subscriptionId,
    ...moreNotice(1),
    nextAttemptAt: at,
    createdAt: now,
  });
}

const foldedUnannounced = (row: Claimed) =>
  and(
    eq(pushDeliveries.subscriptionId, row.subscriptionId),
    eq(pushDeliveries.status, 'folded'),
    isNull(pushDeliveries.sentAt),
  );

/** What the service worker shows: our page (click source push), never a price or a retailer link. */
function payloadOf(deps: AppDeps, row: Claimed, now: Date): PushPayload {
  const site = deps.env.SITE_URL.replace(/\/$/, '');
  return {
    title: row.title,
    body: row.body,
    url: row.asin ? `${site}/go/${row.asin}?src=push` : `${site}/`,
    tag: row.asin ? `deal-${row.asin}` : `${row.kind}-${localClock(now, row.timeZone).day}`,
    icon: `${site}/icon-192.png`,
  };
}

type Result = 'sent' | 'held' | 'folded' | 'retry' | 'failed' | 'removed' | 'dropped';

/** One subscription's rows of a batch, sent one after another (the daily cap counts as it goes). */
interface Group {
  rows: Claimed[];
  /** Deal notices sent to it today, this batch's included. */
  sentToday: number;
  /** Deal notices the push service took, marked sent together at the end of the batch. */
  sentIds: number[];
  /** The push service said the subscription is gone: removed at the end of the batch. */
  gone: boolean;
}

async function deliverOne(deps: AppDeps, row: Claimed, group: Group, now: Date): Promise<Result> {
  const { db } = deps.handle;
  if (row.endpoint === null) {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
    return 'dropped';
  }
  const quiet = row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null;
  // A test the subscriber asked for goes at once.
  const until = row.kind === 'test' ? null : quietUntil(now, row.timeZone, quiet);
  if (until) {
    // Held, not tried: the attempt is given back.
    await mark(deps, row.id, { status: 'pending', nextAttemptAt: until, attempts: row.attempts - 1 });
    return 'held';
  }
  const isDeal = DEAL_KINDS.includes(row.kind);
  if (isDeal && !fitsDailyCap(group.sentToday)) {
    await fold(deps, row, now);
    return 'folded';
  }
  if (row.kind === 'more') {
    const [{ n }] = await db.select({ n: count() }).from(pushDeliveries).where(foldedUnannounced(row));
    if (Number(n) === 0) {
      await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
      return 'dropped';
    }
    Object.assign(row, moreNotice(Number(n)));
    await mark(deps, row.id, { title: row.title, body: row.body });
  }
  const outcome = await sendPush(
    { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    payloadOf(deps, row, now),
    deps.vapid,
    deps.env.PUSH_ALLOWED_ORIGINS,
  );
  switch (outcome.kind) {
    case 'sent':
      if (isDeal) {
        group.sentToday++;
        group.sentIds.push(row.id);
        return 'sent';
      }
      await mark(deps, row.id, { status: 'sent', sentAt: now, lastError: null });
      if (row.kind === 'more') await db.update(pushDeliveries).set({ sentAt: now }).where(foldedUnannounced(row));
      return 'sent';
    case 'gone':
      // Removed with the batch's other gone devices; its rows stay claimed until then.
      group.gone = true;
      return 'removed';
    case 'retry':
      if (row.attempts >= MAX_ATTEMPTS) {
        await mark(deps, row.id, { status: 'failed', lastError: outcome.error });
        return 'failed';
      }
      await mark(deps, row.id, {
        status: 'pending',
        lastError: outcome.error,
        nextAttemptAt: nextAttemptAt(now, row.attempts, retryAfterMs(outcome.retryAfter, now)),
      });
      return 'retry';
    case 'failed':
      await mark(deps, row.id, { status: 'failed', lastError: outcome.error });
      return 'failed';
  }
}

/** A subscription's rows in order; after a 410 its other rows went with it. */
async function deliverGroup(deps: AppDeps, group: Group, now: Date, counts: Record<Result, number>) {
  for (const row of group.rows) {
    try {
      const result = await deliverOne(deps, row, group, now);
      counts[result]++;
      if (result === 'removed') return;
    } catch (err) {
      // Left claimed: the lease lapses and another run tries again.
      deps.logger.warn({ err, delivery: row.id }, 'push delivery failed');
    }
  }
}

const noCounts = (): Record<Result, number> => ({
  sent: 0,
  held: 0,
  folded: 0,
  retry: 0,
  failed: 0,
  removed: 0,
  dropped: 0,
});

/**
 * Sends a claimed batch: its subscriptions side by side (SEND_CONCURRENCY at once), each one's
 * rows in order; then removes the subscriptions the push services said are gone, and marks every
 * deal notice they took as sent, a statement each. Answers what happened to the batch.
 */
async function deliverBatch(deps: AppDeps, claimed: Claimed[], now: Date): Promise<Record<Result, number>> {
  const counts = noCounts();
  const today = await sentToday(deps, claimed, now);
  const groups = new Map<string, Group>();
  for (const row of claimed) {
    const group = groups.get(row.subscriptionId) ?? {
      rows: [],
      sentToday: today.get(row.subscriptionId) ?? 0,
      sentIds: [],
      gone: false,
    };
    group.rows.push(row);
    groups.set(row.subscriptionId, group);
  }
  const waiting = [...groups.values()];
  const sender = async () => {
    for (let group = waiting.shift(); group; group = waiting.shift()) await deliverGroup(deps, group, now, counts);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, waiting.length) }, sender));
  const gone = [...groups].filter(([, g]) => g.gone).map(([subscriptionId]) => subscriptionId);
  await removePushSubscriptions(deps.handle.db, gone, now, 'removed');
  const sentIds = [...groups.values()].flatMap((g) => g.sentIds);
  if (sentIds.length > 0) {
    await deps.handle.db
      .update(pushDeliveries)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(and(sql`${pushDeliveries.id} = any(${idArray(sentIds)})`, eq(pushDeliveries.status, 'sending')));
  }
  await countPush(deps.handle.db, now, { sent: counts.sent, failed: counts.failed });
  return counts;
}

/** Queues 'Send me a test notification' for the device, due now. */
export async function queueTestPush(deps: AppDeps, subscriptionId: string): Promise<void> {
  const now = deps.now();
  await deps.handle.db
    .insert(pushDeliveries)
    .values({ subscriptionId, ...TEST_NOTICE, nextAttemptAt: now, createdAt: now });
}

/**
 * Sends every due notification, batch by claimed batch (SENDERS batches at once), until none is
 * due; answers what happened. A process that dies mid-batch leaves its rows claimed: they go
 * again when the lease lapses.
 */
export async function sendDuePushes(deps: AppDeps): Promise<Record<Result, number>> {
  const counts = noCounts();
  const sender = async () => {
    for (;;) {
      const now = deps.now();
      const claimed = await claimDue(deps, now);
      if (claimed.length === 0) return;
      const batch = await deliverBatch(deps, claimed, now);
      for (const result of Object.keys(counts) as Result[]) counts[result] += batch[result];
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return counts;
}
