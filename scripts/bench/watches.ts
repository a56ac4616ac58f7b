import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { AppDeps } from '../../src/server/app-deps';
import type { DbHandle } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { evaluateWatches, type ObservedOffer } from '../../src/server/services/watch-evaluation';
import { createDataset, postgresProblem, type Driver } from './datasets';
import { errorText, withTimeout } from './lifecycle';
import type { Row } from './report';

/** Targets of issue 28, judged at full size only. */
export const WATCH_TARGETS = { watches: 100_000, asins: 5_000, changed: 500, seconds: 2 };
/** Devices that own the watches (20 watches each). */
const DEVICES = 5_000;
/** Price history per product: what 'lowest' watches compare with. */
const OBSERVATIONS_PER_ASIN = 30;
const WATCHES_PER_ASIN = WATCH_TARGETS.watches / WATCH_TARGETS.asins;

export interface WatchesResult {
  runs: Array<{
    driver: Driver;
    loadSeconds: number | null;
    /** The evaluation: one SQL statement over the refresh's offers. */
    seconds: number | null;
    /** Watches moved to a new offer, and notices queued. */
    moved: number | null;
    queued: number | null;
    problem: string | null;
  }>;
  notes: string[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** 5,000 devices, each watching 20 products with the four rules in turn, all having seen today's price. */
async function loadWatches(handle: DbHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`
    insert into push_subscriptions (endpoint, p256dh, auth, time_zone)
    select 'https://push.example.com/bench/' || g, 'key', 'auth', 'UTC' from generate_series(1, ${DEVICES}) g`);
  await db.execute(sql`
    insert into watches (channel, owner_id, asin, rule, target_price_cents, seen_price_cents, seen_in_stock)
    select 'push', s.id, d.asin, (array['drop', 'below', 'lowest', 'in-stock'])[1 + k % 4],
      case when k % 4 = 1 then d.price_cents * 9 / 10 end, d.price_cents, true
    from (select asin, price_cents, row_number() over (order by asin) as n from deals) d
    cross join generate_series(0, ${WATCHES_PER_ASIN - 1}) k
    join (select id, row_number() over (order by id) - 1 as n from push_subscriptions) s
      on s.n = (d.n * 7 + k * ${DEVICES / WATCHES_PER_ASIN}) % ${DEVICES}`);
  await db.execute(sql`analyze`);
}

/** What a refresh of every product told: 500 of them 15% cheaper (many a new low), the rest as they were. */
async function refreshOffers(handle: DbHandle, now: Date): Promise<ObservedOffer[]> {
  const result = await handle.db.execute(sql`select asin, title, price_cents as "priceCents" from deals order by asin`);
  return rowsOf<{ asin: string; title: string; priceCents: number }>(result).map((d, i) => ({
    asin: d.asin,
    title: d.title,
    priceCents:
      i % (WATCH_TARGETS.asins / WATCH_TARGETS.changed) === 0 ? Math.round(d.priceCents * 0.85) : d.priceCents,
    inStock: true,
    observedAt: now,
  }));
}

/** The app's dependencies the evaluation uses; the push round it starts is not run (nothing is sent). */
function benchDeps(handle: DbHandle): AppDeps {
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp', SITE_URL: 'https://deals.example.com' });
  return {
    handle,
    env,
    logger: pino({ level: 'silent' }),
    authSecret: 'bench-secret-that-is-long-enough-for-hs256',
    now: () => new Date(),
    tasks: { run() {} },
  } as unknown as AppDeps;
}

/** Evaluates 100,000 watches on 5,000 products after a refresh that changed 500 prices, on PGlite and PostgreSQL. */
export async function runWatches(): Promise<WatchesResult> {
  const result: WatchesResult = { runs: [], notes: [] };
  const drivers: Driver[] = ['pglite'];
  const noPostgres = await postgresProblem();
  if (noPostgres) result.notes.push(noPostgres);
  else drivers.push('postgres');
  for (const driver of drivers) {
    let dataset = null;
    const run: WatchesResult['runs'][number] = {
      driver,
      loadSeconds: null,
      seconds: null,
      moved: null,
      queued: null,
      problem: null,
    };
    try {
      const started = performance.now();
      dataset = await createDataset(driver, WATCH_TARGETS.asins, OBSERVATIONS_PER_ASIN);
      const handle = await dataset.open();
      try {
        await withTimeout(loadWatches(handle), 10 * 60_000, `loading ${WATCH_TARGETS.watches} watches into ${driver}`);
        run.loadSeconds = (performance.now() - started) / 1000;
        const offers = await refreshOffers(handle, new Date());
        const before = performance.now();
        await withTimeout(evaluateWatches(benchDeps(handle), offers), 5 * 60_000, `evaluating watches on ${driver}`);
        run.seconds = (performance.now() - before) / 1000;
        const counted = await handle.db.execute(sql`
          select (select count(*) from watches where seen_price_cents <> (select price_cents from deals where deals.asin = watches.asin))::int as moved,
            (select count(*) from push_deliveries)::int as queued`);
        const [figures] = rowsOf<{ moved: number; queued: number }>(counted);
        run.moved = figures.moved;
        run.queued = figures.queued;
      } finally {
        await handle.close();
      }
    } catch (err) {
      run.problem = errorText(err);
    } finally {
      await dataset?.remove();
    }
    result.runs.push(run);
  }
  return result;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** One row per driver: the time of the one evaluation statement. */
export function watchesRows(w: WatchesResult): Row[] {
  const t = WATCH_TARGETS;
  return w.runs.map((r) => ({
    section: `watches ${r.driver}`,
    item: `watch evaluation: ${thousands(t.watches)} watches on ${thousands(t.asins)} ASINs, refresh changing ${t.changed} prices`,
    measured:
      r.seconds === null
        ? `n/a: ${r.problem ?? 'not run'}`
        : `${r.seconds.toFixed(2)} s; ${thousands(r.moved ?? 0)} watches moved to the new price, ${thousands(r.queued ?? 0)} notices queued`,
    compared: [
      `one SQL statement over the ${thousands(t.asins)} offers of the refresh (services/watch-evaluation.ts), ${OBSERVATIONS_PER_ASIN} price observations per ASIN`,
      r.loadSeconds === null ? '' : `dataset loaded in ${r.loadSeconds.toFixed(1)} s`,
    ]
      .filter(Boolean)
      .join('; '),
    target: `<= ${t.seconds} s of database time`,
    status: r.seconds === null ? 'n/a' : r.seconds <= t.seconds ? 'met' : 'NOT MET',
  }));
}
