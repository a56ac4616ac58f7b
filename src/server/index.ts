import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import { brand } from '../config/brand';
import type { AppDeps } from './app-deps';
import { createApp, PUBLIC_CACHE } from './app';
import { openDb } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed';
import { type Env, parseEnv } from './env';
import { processCount, runPrimary } from './processes';
import { productionWarnings } from './production-warnings';
import { describeStartupError } from './startup-error';
import { astroPages, locateBuild } from './http/astro-pages';
import { BackgroundTasks } from './http/background';
import { ResponseCache } from './http/response-cache';
import { securityPolicy } from './http/security-headers';
import { startScheduler } from './jobs/scheduler';
import { createRetailerClient } from './retailer/create-retailer-client';
import { loadAdminKey, loadAuthSecret, loadVapidKeys } from './secrets';
import { createClickBuffer } from './services/click-buffer';

/** Waits for open requests to end (closing idle keep-alive connections), forcing them shut after a grace period. */
function closeServer(server: http.Server, graceMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
  });
}

/** Bootstrap: configuration, database, seed, API, the built site and its on-demand pages on one port. */
async function main() {
  const env = parseEnv();
  const processes = processCount(env);
  if (cluster.isPrimary && processes.count > 1) {
    runPrimary(processes.count, env.RUN_SCHEDULER, pino({ level: env.LOG_LEVEL }), () =>
      console.log(`  Savvy Mom Deals on http://localhost:${env.PORT} (${processes.count} processes)`),
    );
    return;
  }
  // One line per request: written asynchronously, in 4 KB chunks in production.
  const logDestination = pino.destination({ sync: false, minLength: env.NODE_ENV === 'production' ? 4096 : 0 });
  const logger = pino({ level: env.LOG_LEVEL }, logDestination);
  for (const warning of productionWarnings(env, brand.postalAddress)) logger.warn(warning);
  if (processes.note) logger.warn(processes.note);
  // The embedded database has one owner process; PostgreSQL serves many.
  const releaseDataDir = env.DATABASE_URL
    ? null
    : await lockDataDir(env.dataDir, (err) => {
        logger.fatal({ err }, `lost the lock on ${env.dataDir}: stopping so two servers never share it`);
        process.exit(1);
      });
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, 'pg'),
    onConnectionError: (err, connection) =>
      logger.warn(
        { err },
        connection === 'listener'
          ? 'data change listener lost its connection; reconnecting'
          : 'database closed a pooled connection; the next query opens a new one',
      ),
  });
  if (env.SEED_DEMO) {
    const seed = await seedIfEmpty(handle.db, new Date(), { partnerTag: env.CREATORS_PARTNER_TAG });
    if (seed.seeded) logger.info({ deals: seed.deals }, 'seeded the demo catalog');
  }

  const adminKey = loadAdminKey(env.dataDir, env.ADMIN_KEY);
  if (adminKey.created) {
    // Printed once, when generated; it stays in the file for later starts.
    console.log(`\n  Admin key (saved in ${adminKey.file}): ${adminKey.value}\n`);
  } else if (adminKey.file) {
    console.log(`\n  Admin key: see ${adminKey.file}\n`);
  }

  const tasks = new BackgroundTasks(logger);
  const clickBuffer = createClickBuffer({ handle, logger });
  const now = () => new Date();
  const responseCache = new ResponseCache({ now, cacheControl: PUBLIC_CACHE });
  const deps: AppDeps = {
    handle,
    env,
    logger,
    authSecret: loadAuthSecret(env.dataDir, env.AUTH_SECRET),
    adminKey: adminKey.value,
    retailer: createRetailerClient(env, logger, handle.db),
    vapid: loadVapidKeys(env),
    tasks,
    now,
    clickBuffer,
    responseCache,
  };

  const build = locateBuild(env.STATIC_DIR);
  const pages = build.serverEntry ? await astroPages(build.serverEntry, deps) : null;
  deps.securityPolicy = securityPolicy(env, pages?.scriptHashes);
  const built = fs.existsSync(build.clientDir);
  if (built) logger.info(`serving the site built in ${build.clientDir}`);
  else logger.warn(`${build.clientDir} is missing: run npm run build to serve the site`);
  const app = createApp(deps, built ? { clientDir: build.clientDir, pages: pages?.routes ?? null } : undefined);

  const scheduler = env.RUN_SCHEDULER ? startScheduler(deps) : null;
  // Every request, file or API or page, goes through the app's one chain.
  const listener = getRequestListener(app.fetch, { hostname: env.HOST });
  const server = http.createServer((req, res) => void listener(req, res));
  // Of several processes, the primary says it once all serve.
  server.listen(env.PORT, env.HOST, () => {
    if (cluster.isPrimary) console.log(`  Savvy Mom Deals on http://localhost:${env.PORT}`);
  });

  // Once: under several processes a terminal's Ctrl+C and the primary's SIGTERM both arrive.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // No request may still add a click once the buffer's last flush starts.
    await closeServer(server);
    await scheduler?.stop();
    await clickBuffer.flush();
    await deps.tasks.idle();
    await handle.close();
    await releaseDataDir?.();
    logDestination.flushSync();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs) or as one of several processes: the channel to the
  // wrapper or primary closes when it dies, even by kill -9.
  if (process.send) process.once('disconnect', () => void shutdown('wrapper gone'));
}

main().catch((err: unknown) => {
  // Settings that do not parse say so themselves; every other failure is named by its cause.
  let env: Env | null = null;
  try {
    env = parseEnv();
  } catch {
    // reported below as it is
  }
  console.error(env ? describeStartupError(err, env) : err instanceof Error ? err.message : err);
  process.exit(1);
});
