import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '../../src/server/db/client';
import { loadDeals, loadPriceHistory } from './deal-data';
import { errorText, onCleanup, tempDir, withTimeout } from './lifecycle';

export type Driver = 'pglite' | 'postgres';

/** The PostgreSQL server of the team; each dataset gets its own database on it. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Dataset {
  driver: Driver;
  /** DATA_DIR of the server (PGlite lives in DATA_DIR/pg). */
  dataDir: string;
  databaseUrl?: string;
  /** What openDb takes in a child process: the PostgreSQL URL or the PGlite folder. */
  storage: string;
  deals: number;
  /** Price observations stored per deal. */
  observationsPerDeal: number;
  loadSeconds: number;
  /** Opens the storage directly (only while no server holds a PGlite folder). */
  open(): Promise<DbHandle>;
  /** Deletes the folder and drops the database. */
  remove(): Promise<void>;
}

/** Opens what Dataset.storage names (a PostgreSQL URL or a PGlite folder), as a child process is given it. */
export function openStorage(storage: string): Promise<DbHandle> {
  return openDb(storage.startsWith('postgres') ? { databaseUrl: storage } : { dataDir: storage });
}

async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function postgresProblem(): Promise<string | null> {
  try {
    await withTimeout(
      withPgClient(PG_URL, (c) => c.query('select 1')),
      10_000,
      'PostgreSQL check',
    );
    return null;
  } catch (err) {
    return `PostgreSQL is not reachable at ${PG_URL} (${errorText(err)}); start it or set BENCH_DATABASE_URL`;
  }
}

/** A fresh database on the PostgreSQL server, dropped by remove() or at clean-up. */
async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_f_${crypto.randomBytes(5).toString('hex')}`;
  await withPgClient(PG_URL, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const drop = onCleanup(async () => {
    await withPgClient(PG_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { url: url.toString(), drop };
}

/**
 * Fresh storage, not opened yet (no migration run): a PGlite folder or a database of its own.
 * For a section that loads it in a child process, so the harness never holds a PGlite.
 */
export async function emptyDataset(driver: Driver, label = `data-${driver}`): Promise<Dataset> {
  const folder = tempDir(label);
  const database = driver === 'postgres' ? await createPgDatabase() : null;
  const storage = database?.url ?? path.join(folder.dir, 'pg');
  return {
    driver,
    dataDir: folder.dir,
    databaseUrl: database?.url,
    storage,
    deals: 0,
    observationsPerDeal: 0,
    loadSeconds: 0,
    open: () => openStorage(storage),
    async remove() {
      await database?.drop();
      await folder.remove();
    },
  };
}

/** Fresh storage holding the default categories, `deals` generated deals and their price history. */
export async function createDataset(driver: Driver, deals: number, observationsPerDeal = 0): Promise<Dataset> {
  const dataset = { ...(await emptyDataset(driver, `data-${driver}-${deals}`)), deals, observationsPerDeal };
  try {
    const started = performance.now();
    const handle = await dataset.open();
    try {
      await withTimeout(loadDeals(handle.db, deals), 15 * 60_000, `loading ${deals} deals into ${driver}`);
      await withTimeout(
        loadPriceHistory(handle.db, observationsPerDeal),
        15 * 60_000,
        `loading ${observationsPerDeal} price observations per deal into ${driver}`,
      );
    } finally {
      await handle.close();
    }
    dataset.loadSeconds = (performance.now() - started) / 1000;
    return dataset;
  } catch (err) {
    await dataset.remove();
    throw err;
  }
}
