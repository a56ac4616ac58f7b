import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Env } from './env';

/**
 * How many server processes to run: WEB_CONCURRENCY on PostgreSQL; one on the embedded database,
 * whose data folder has one owner process (with why, when more were asked for).
 */
export function processCount(env: Pick<Env, 'WEB_CONCURRENCY' | 'DATABASE_URL'>): { count: number; note?: string } {
  if (env.WEB_CONCURRENCY <= 1 || env.DATABASE_URL) return { count: env.WEB_CONCURRENCY };
  return {
    count: 1,
    note: `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: the embedded database (PGlite) is owned by one process, so one server process runs; set DATABASE_URL to run more`,
  };
}

/**
 * The primary of `count` server processes sharing one port (node:cluster); it serves nothing itself.
 * The first worker starts alone (migrations, the demo seed and generated secrets happen once), then
 * the others. Only the first runs the scheduler (its replacement takes it over). A worker that dies
 * after it served is replaced; one that dies before stops them all. SIGTERM, SIGINT or a closed
 * wrapper channel stops every worker gracefully (each flushes its own clicks), then the primary exits.
 * `serving` is called once every worker listens.
 */
export function runPrimary(count: number, runScheduler: boolean, logger: Logger, serving: () => void): void {
  const schedulers = new WeakSet<Worker>();
  const served = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;
  let listening = 0;

  const fork = (scheduler: boolean) => {
    const worker = cluster.fork({ RUN_SCHEDULER: String(scheduler && runScheduler) });
    if (scheduler) schedulers.add(worker);
    worker.once('listening', () => {
      served.add(worker);
      if (++listening === count) serving();
    });
    return worker;
  };
  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ reason }, 'stopping every server process');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!served.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'a server process ended before it served');
      stop('a server process could not start', 1);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    fork(schedulers.has(worker));
  });

  const first = fork(true);
  first.once('listening', () => {
    for (let i = 1; i < count; i++) fork(false);
  });

  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Started by `npm start`: the server never outlives its wrapper.
  if (process.send) process.once('disconnect', () => stop('wrapper gone'));
}
