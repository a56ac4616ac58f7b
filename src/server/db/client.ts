import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { assertChannelName, type ListenStatusHandler, type NotifyHandler, PgListener } from './pg-listener';
import * as schema from './schema';

type Schema = typeof schema;
/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles its hot functions again, optimised,
 * on several threads at once, and the first big query (the alert job's matching) then holds
 * 100–150 MB of compiler memory for a moment. One compile thread took the job's peak from about
 * 510 MB to 465 MB at no cost in speed (decision 16). Set before PGlite's module is compiled.
 */
function limitWasmCompilation(): void {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}

/** The database handle every service takes; the same API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL outside drizzle (advisory locks need one connection). */
  withConnection<T>(fn: (query: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel over one connection per handle: `notify` gets each payload, from every
   * process, in commit order. `status` reports false while notifications may be missed
   * (PostgreSQL connection lost) and true once listening. Resolves to an unsubscribe.
   */
  listen(channel: string, notify: NotifyHandler, status?: ListenStatusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDbOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite folder; omit for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests give each app its own); created if missing. */
  pgSchema?: string;
  /**
   * Told when a PostgreSQL connection fails: the LISTEN connection (it reconnects by itself) or
   * an idle pooled one (the pool drops it and opens a new one for the next query).
   */
  onConnectionError?: (err: unknown, connection: 'listener' | 'pool') => void;
}

/** Opens the database chosen by the options and applies every migration. */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema, options.onConnectionError);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<DbHandle> {
  limitWasmCompilation();
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite is one connection; serialise raw sessions so a lock holder owns it.
  let chain: Promise<unknown> = Promise.resolve();
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    withConnection(fn) {
      const run = chain.then(() => fn(async (text, params) => (await client.query(text, params)).rows));
      chain = run.catch(() => undefined);
      return run;
    },
    // One session: PGlite delivers notifications before the committing query resolves.
    async listen(channel, notify, status) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, notify);
      status?.(true);
      return unlisten;
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  pgSchema?: string,
  onConnectionError: NonNullable<OpenDbOptions['onConnectionError']> = () => {},
): Promise<DbHandle> {
  if (pgSchema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`Invalid schema name ${pgSchema}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the server is down or every connection is busy, a request fails (503) instead of hanging.
    connectionTimeoutMillis: 5000,
    // No JIT: our queries are short, and at 100k deals the planner's estimates set off 30 ms of
    // compiling on a 5 ms deal page query (issue 16's growth row).
    options: ['-c jit=off', ...(pgSchema ? [`-c search_path=${pgSchema}`] : [])].join(' '),
  });
  // A connection the server closes (restart, failover, pg_terminate_backend) emits 'error': on the
  // pool while idle, on the client while checked out (a transaction, a lock holder). Unheard, that
  // kills the process. The pool drops such a connection and opens a new one for the next query.
  // The pool re-emits an idle client's error, which the client's own listener has reported.
  pool.on('connect', (client) => client.on('error', (err) => onConnectionError(err, 'pool')));
  pool.on('error', () => {});
  // Named, so an operator can find it in pg_stat_activity.
  const listener = new PgListener(
    { connectionString: url, application_name: `deals listener${pgSchema ? ` ${pgSchema}` : ''}` },
    (err) => onConnectionError(err, 'listener'),
  );
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder, ...(pgSchema ? { migrationsSchema: pgSchema } : {}) });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async withConnection(fn) {
      const conn = await pool.connect();
      try {
        return await fn(async (text, params) => (await conn.query<Record<string, unknown>>(text, params)).rows);
      } finally {
        conn.release();
      }
    },
    listen: (channel, notify, status) => listener.listen(channel, notify, status),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
