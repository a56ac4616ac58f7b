import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emptyDataset, postgresProblem, type Driver } from './datasets';
import { fetchRaw } from './http-load';
import { errorText, sleep, stopChild, trackChild, withTimeout } from './lifecycle';
import type { PushDataCounts, PushDataLoaded } from './push-data';
import type { SinkFigures, SinkMessage } from './push-sink';
import type { Row } from './report';
import { assertPortFree, PORTS, REPO_ROOT, runJsonScript, signIn, startOurServer } from './servers';

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
    /** CPU seconds the stand-in push service used from the approval on (its own process). */
    sinkCpuSeconds: number;
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

/** The stand-in push service (push-sink.ts) forked as a process of its own, once it listens. */
async function startPushSink(port: number, subscriptions: number, goneEvery: number) {
  await assertPortFree(port);
  const child = trackChild(
    fork(path.join(REPO_ROOT, 'scripts/bench/push-sink.ts'), [port, subscriptions, goneEvery].map(String), {
      cwd: REPO_ROOT,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const finished = new Promise<void>((resolve) =>
    child.on('message', (message: SinkMessage) => message.type === 'figures' && message.done && resolve()),
  );
  /** The sink's next figures: its answer to 'figures' (or its report on finishing, sent as it comes). */
  const nextFigures = () =>
    new Promise<SinkFigures>((resolve, reject) => {
      const onMessage = (message: SinkMessage) => {
        if (message.type !== 'figures') return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message.figures);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the push sink exited with ${code}: ${stderr.trim()}`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const origin = await withTimeout(
    new Promise<string>((resolve, reject) => {
      child.on('message', (message: SinkMessage) => message.type === 'ready' && resolve(message.origin));
      child.once('exit', (code) => reject(new Error(`the push sink exited with ${code}: ${stderr.trim()}`)));
    }),
    60_000,
    'starting the push sink',
  );
  return {
    origin,
    /** Resolves when every endpoint has its message or its 410. */
    finished,
    /** Its figures now (asked over IPC). */
    figures(): Promise<SinkFigures> {
      const answer = nextFigures();
      child.send('figures');
      return answer;
    },
    close: () => stopChild(child, 'SIGTERM', 5_000),
  };
}

/**
 * One fan-out: `subscriptions` devices and one deal stored (by a child process), our server
 * started with its scheduler (the push round every 20 s, as in production), the deal approved
 * through the admin API, then waiting until every device's push service (another process) has
 * its message or its 410. The harness itself only waits: it holds no database and no sockets of
 * the push service, so the row measures our server.
 */
async function fanout(driver: Driver, subscriptions: number, goneShare: number): Promise<FanoutRun> {
  const run: FanoutRun = { driver, goneShare, figures: null, loadSeconds: null, problem: null };
  const every = goneShare > 0 ? Math.round(1 / goneShare) : 0;
  const expectedGone = every > 0 ? Math.floor(subscriptions / every) : 0;
  let sink = null;
  let dataset = null;
  try {
    sink = await startPushSink(PORTS.node, subscriptions, every);
    const loadStarted = performance.now();
    dataset = await emptyDataset(driver);
    const { dealId } = await runJsonScript<PushDataLoaded>(
      'push-data.ts',
      ['load', dataset.storage, String(subscriptions), sink.origin],
      10 * 60_000,
    );
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
    const sinkCpuBefore = (await sink.figures()).cpuSeconds;
    const approved = await fetchRaw(
      `${server.url}/api/admin/products/${dealId}/approve`,
      { method: 'PUT', headers: { cookie: session.cookie } },
      60_000,
    );
    if (approved.status !== 200) throw new Error(`approving the deal answered ${approved.status}`);
    const t0 = performance.timeOrigin + performance.now();
    const timedOut = await withTimeout(sink.finished, GIVE_UP_MS, 'the fan-out').then(
      () => false,
      () => true,
    );
    // Let the last marks land, then read the peak before the stop (shutdown allocates too).
    await sleep(2_000);
    const memory = memoryOf(pid);
    const f = await sink.figures();
    await server.stop(60_000);
    const { left, sent } = await runJsonScript<PushDataCounts>('push-data.ts', ['count', dataset.storage], 5 * 60_000);
    run.figures = {
      seconds: ((f.last || t0) - t0) / 1000,
      sendingSeconds: ((f.last || 0) - (f.first || 0)) / 1000,
      delivered: f.delivered,
      refused: f.refused,
      duplicates: f.duplicates,
      removed: subscriptions - left,
      markedSent: sent,
      peakRssMb: memory?.peak ?? NaN,
      startRssMb,
      sinkCpuSeconds: f.cpuSeconds - sinkCpuBefore,
      timedOut,
    };
    if (f.refused !== expectedGone) run.problem = `${f.refused} endpoints answered 410, ${expectedGone} expected`;
  } catch (err) {
    run.problem = errorText(err);
  } finally {
    await sink?.close();
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
        'from the approval (admin API) to the last message at a local node:http push service (a process of its own); our server with its scheduler (a push round a second after deals change, and every 20 s)',
        f ? `the push service's process used ${fixed(f.sinkCpuSeconds)} CPU s meanwhile` : '',
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
