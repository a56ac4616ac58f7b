// The fan-out's database work in a process of its own, so the harness never holds a PGlite (its
// WebAssembly memory and garbage would stay in the harness through every later row):
//   node --import tsx scripts/bench/push-data.ts load <postgres://… | PGlite folder> <count> <origin>
//   node --import tsx scripts/bench/push-data.ts count <postgres://… | PGlite folder>
// Prints one JSON line on stdout: PushDataLoaded or PushDataCounts.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { deals, jobRuns } from '../../src/server/db/schema';
import { openStorage } from './datasets';
import { loadDeals } from './deal-data';

export interface PushDataLoaded {
  dealId: string;
}

export interface PushDataCounts {
  /** Subscriptions left (the 410 ones must be gone). */
  left: number;
  /** Delivery rows the server marked sent. */
  sent: number;
}

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
async function loadPushDataset(db: Db, count: number, origin: string): Promise<string> {
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

async function counts(db: Db): Promise<PushDataCounts> {
  const result: unknown = await db.execute(sql`select
    (select count(*) from push_subscriptions)::int as left,
    (select count(*) from push_deliveries where status = 'sent')::int as sent`);
  const row = (result as { rows: { left: number; sent: number }[] }).rows[0];
  return { left: Number(row.left), sent: Number(row.sent) };
}

const [command, storage, count, origin] = process.argv.slice(2);
if (!storage || (command === 'load' ? !(Number(count) > 0) || !origin : command !== 'count')) {
  console.error('usage: push-data.ts load <storage> <count> <origin> | count <storage>');
  process.exit(2);
}
const handle = await openStorage(storage);
try {
  const answer =
    command === 'load' ? { dealId: await loadPushDataset(handle.db, Number(count), origin) } : await counts(handle.db);
  console.log(JSON.stringify(answer));
} finally {
  await handle.close();
}
