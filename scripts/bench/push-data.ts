import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { deals, jobRuns } from '../../src/server/db/schema';
import { loadDeals } from './deal-data';

/** The scheduled jobs that would otherwise catch up at the server's start and compete with the push round. */
const CAUGHT_UP_JOBS = ['deal-refresh', 'essentials', 'associates-reports'] as const;

/** One browser's keys (RFC 8291: a P-256 point and a 16-byte secret), base64url; the fan-out reuses them. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

/**
 * The fan-out's worst case: `count` push subscriptions at `origin`/push/1..count (an hour old,
 * no quiet hours, 'instant', rules that match every deal), written by the database itself
 * (generate_series), and one deal waiting for approval that matches them all. The scheduled jobs
 * that catch up at start are recorded as just run. Answers the deal's id.
 */
export async function loadPushDataset(db: Db, count: number, origin: string): Promise<string> {
  const now = new Date();
  await loadDeals(db, 1, now);
  const [deal] = await db
    .update(deals)
    .set({ isApproved: false, isExpired: false, dealEndsAt: null, priceFetchedAt: now })
    .returning({ id: deals.id });
  await db.insert(jobRuns).values(CAUGHT_UP_JOBS.map((name) => ({ name, status: 'succeeded', startedAt: now })));
  const keys = browserKeys();
  const subscribedAt = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into push_subscriptions (endpoint, p256dh, auth, time_zone, created_at, updated_at)
      select ${`${origin}/push/`} || n, ${keys.p256dh}, ${keys.auth}, 'UTC', ${subscribedAt}::timestamptz, ${subscribedAt}::timestamptz
      from generate_series(1, ${count}::int) as n`);
    await tx.execute(sql`insert into alert_preferences (subscriber_id, frequency, updated_at)
      select id, 'instant', ${subscribedAt}::timestamptz from push_subscriptions`);
  });
  return deal.id;
}
