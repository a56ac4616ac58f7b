import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { createDataset, postgresProblem, type Driver } from './datasets';
import { fetchRaw } from './http-load';
import { errorText, sleep } from './lifecycle';
import { loadPushDataset } from './push-data';
import { startPushSink } from './push-sink';
import type { Row } from './report';
import { PORTS, signIn, startOurServer } from './servers';

/** Targets of issue 27, judged at full size only. */
export const PUSH_TARGETS = { subscriptions: 100_000, seconds: 60, rssMb: 512 };

/** A fan-out that has not finished by then is far past its target. */
const GIVE_UP_MS = 5 * 60_000;

export interface FanoutRun {
  driver: Driver;
  /** Every 100th endpoint answers 410 in the second variant. */
  goneShare: number;
  figures: {
    /** From the approval's answer to the last message's arrival. */
    seconds: number;
    /** From the first message to the last (the push round's own sending). */
    sendingSeconds: number;
    delivered: number;
    refused: number;
    duplicates: number;
    /** Subscriptions stored before and after: the 410 ones must be gone. */
    removed: number;
    /** Delivery rows the server marked sent. */
    markedSent: number;
    peakRssMb: number;
    startRssMb: number;
    timedOut: boolean;
  } | null;
  loadSeconds: number | null;
  problem: string | null;
}

export interface PushFanoutResult {
  subscriptions: number;
  runs: FanoutRun[];
  notes: string[];
}

/** The process's resident set now and its peak (VmRSS, VmHWM), in MB; null off Linux. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/**
 * One fan-out: `subscriptions` devices and one deal stored, our server started with its
 * scheduler (the push round every 20 s, as in production), the deal approved through the admin
 * API, then waiting until every device's push service has its message or its 410.
 */
async function fanout(driver: Driver, subscriptions: number, goneShare: number): Promise<FanoutRun> {
  const run: FanoutRun = { driver, goneShare, figures: null, loadSeconds: null, problem: null };
  const every = goneShare > 0 ? Math.round(1 / goneShare) : 0;
  const gone = (n: number) => every > 0 && n % every === 0;
  const expectedGone = every > 0 ? Math.floor(subscriptions / every) : 0;
  const sink = await startPushSink(PORTS.node, subscriptions, gone);
  let dataset = null;
  try {
    const loadStarted = performance.now();
    dataset = await createDataset(driver, 0);
    const handle = await dataset.open();
    let dealId: string;
    try {
      dealId = await loadPushDataset(handle.db, subscriptions, sink.origin);
    } finally {
      await handle.close();
    }
    run.loadSeconds = (performance.now() - loadStarted) / 1000;
    const server = await startOurServer({
      port: PORTS.ours,
      dataDir: dataset.dataDir,
      databaseUrl: dataset.databaseUrl,
      seedDemo: false,
      scheduler: true,
      env: { PUSH_ALLOWED_ORIGINS: sink.origin },
    });
    const pid = server.child.pid ?? 0;
    const session = await signIn(server.url);
    if ('error' in session) throw new Error(session.error);
    const startRssMb = memoryOf(pid)?.rss ?? NaN;
    const approved = await fetchRaw(
      `${server.url}/api/admin/products/${dealId}/approve`,
      { method: 'PUT', headers: { cookie: session.cookie } },
      60_000,
    );
    if (approved.status !== 200) throw new Error(`approving the deal answered ${approved.status}`);
    const t0 = performance.now();
    const done = () => sink.figures.delivered + sink.figures.refused >= subscriptions;
    while (!done() && performance.now() - t0 < GIVE_UP_MS) await sleep(100);
    // Let the last marks land, then read the peak before the stop (shutdown allocates too).
    await sleep(2_000);
    const memory = memoryOf(pid);
    await server.stop(60_000);
    const after = await dataset.open();
    let left = 0;
    let markedSent = 0;
    try {
      const counts: unknown = await after.db.execute(sql`select
        (select count(*) from push_subscriptions)::int as left,
        (select count(*) from push_deliveries where status = 'sent')::int as sent`);
      const row = (counts as { rows: { left: number; sent: number }[] }).rows[0];
      left = Number(row.left);
      markedSent = Number(row.sent);
    } finally {
      await after.close();
    }
    const f = sink.figures;
    run.figures = {
      seconds: ((f.last || t0) - t0) / 1000,
      sendingSeconds: ((f.last || 0) - (f.first || 0)) / 1000,
      delivered: f.delivered,
      refused: f.refused,
      duplicates: f.duplicates,
      removed: subscriptions - left,
      markedSent,
      peakRssMb: memory?.peak ?? NaN,
      startRssMb,
      timedOut: !done(),
    };
    if (f.refused !== expectedGone) run.problem = `${f.refused} endpoints answered 410, ${expectedGone} expected`;
  } catch (err) {
    run.problem = errorText(err);
  } finally {
    await sink.close();
    await dataset?.remove();
  }
  return run;
}

/** The fan-out on PGlite and PostgreSQL: every push service answering 201, then 1% answering 410. */
export async function runPushFanout(subscriptions: number): Promise<PushFanoutResult> {
  const result: PushFanoutResult = { subscriptions, runs: [], notes: [] };
  const drivers: Driver[] = ['pglite'];
  const noPostgres = await postgresProblem();
  if (noPostgres) result.notes.push(noPostgres);
  else drivers.push('postgres');
  for (const driver of drivers) {
    for (const goneShare of [0, 0.01]) result.runs.push(await fanout(driver, subscriptions, goneShare));
  }
  return result;
}

const fixed = (n: number) => n.toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-US');

/** The table rows: one per driver and variant (seconds, peak RSS, delivered, removed). */
export function pushFanoutRows(p: PushFanoutResult): Row[] {
  const t = PUSH_TARGETS;
  const fullSize = p.subscriptions >= t.subscriptions;
  return p.runs.map(({ driver, goneShare, figures: f, loadSeconds, problem }): Row => {
    const expectedGone = goneShare > 0 ? Math.floor(p.subscriptions * goneShare) : 0;
    const complete =
      f !== null &&
      !f.timedOut &&
      f.delivered === p.subscriptions - expectedGone &&
      f.duplicates === 0 &&
      f.removed === expectedGone;
    const ok = complete && f.seconds <= t.seconds && f.peakRssMb <= t.rssMb;
    return {
      section: `push ${driver}`,
      item: `fan-out to ${thousands(p.subscriptions)} devices${goneShare > 0 ? `, ${goneShare * 100}% answering 410` : ''}`,
      measured: f
        ? `${fixed(f.seconds)} s (sending ${fixed(f.sendingSeconds)} s), peak RSS ${f.peakRssMb} MB (${f.startRssMb} MB before); ${thousands(f.delivered)} delivered, ${thousands(f.duplicates)} twice, ${thousands(f.removed)} removed, ${thousands(f.markedSent)} marked sent${f.timedOut ? ', gave up waiting' : ''}${problem ? `; ${problem}` : ''}`
        : `n/a: ${problem ?? 'not run'}`,
      compared: [
        'from the approval (admin API) to the last message at a local node:http push service; our server with its scheduler (a push round a second after deals change, and every 20 s)',
        driver === 'postgres' ? "the PostgreSQL server's memory is its own" : 'PGlite runs inside the server',
        loadSeconds === null ? '' : `dataset loaded in ${fixed(loadSeconds)} s`,
      ]
        .filter(Boolean)
        .join('; '),
      target: `all delivered <= ${t.seconds} s, RSS <= ${t.rssMb} MB${goneShare > 0 ? ', the 410 ones removed' : ''}`,
      status: !fullSize ? 'n/a' : f ? (ok ? 'met' : 'NOT MET') : 'n/a',
    };
  });
}
