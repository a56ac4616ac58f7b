import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import pino from 'pino';
import type { AppDeps } from './app-deps';
import { createApp } from './app';
import { openDb } from './db/client';
import { seedIfEmpty } from './db/seed';
import { parseEnv } from './env';
import { BackgroundTasks } from './http/background';
import { startScheduler } from './jobs/scheduler';
import { createRetailerClient } from './retailer/create-retailer-client';
import { loadAdminKey, loadAuthSecret } from './secrets';

/** Bootstrap: configuration, database, seed, API and the built static site on one port. */
async function main() {
  const env = parseEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, 'pg') });
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

  const deps: AppDeps = {
    handle,
    env,
    logger,
    authSecret: loadAuthSecret(env.dataDir, env.AUTH_SECRET),
    adminKey: adminKey.value,
    retailer: createRetailerClient(env, logger),
    tasks: new BackgroundTasks(logger),
    now: () => new Date(),
  };

  const site = new Hono();
  site.route('/', createApp(deps));
  const distDir = path.resolve(env.STATIC_DIR);
  if (fs.existsSync(distDir)) {
    site.use('/*', serveStatic({ root: path.relative(process.cwd(), distDir) }));
    // Unknown pages go home, replacing history on the client (the 404 page does the same).
    site.get('*', (c) => c.redirect('/', 302));
  } else {
    logger.warn(`${distDir} is missing: run npm run build to serve the site`);
  }

  const scheduler = env.RUN_SCHEDULER ? startScheduler(deps) : null;
  const server = serve({ fetch: site.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`  Savvy Mom Deals on http://localhost:${info.port}`);
  });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close();
    await scheduler?.stop();
    await deps.tasks.idle();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
