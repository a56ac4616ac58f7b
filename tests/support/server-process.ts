import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createTempDatabase, type TempDatabase } from './temp-database';

/** A real server process (`src/server/index.ts`), for tests of what only a whole process shows. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once it has ended. */
  exited: Promise<number | string>;
}

/**
 * A port free now, below Linux's ephemeral range (32768 and up): a server process binds it seconds
 * later, and in between an outgoing connection of another test could take an ephemeral port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A test server's environment on this port: loopback, no scheduler, no demo seed, quiet logs. */
export function quietServerEnv(port: number): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    RUN_SCHEDULER: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_KEY: 'test-admin-key',
  };
}

/** Starts the server with the environment given (no scheduler, no seed, no site by default). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...quietServerEnv(port), STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (b: Buffer) => (text += b.toString()));
  child.stderr.on('data', (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Waits until the server answers, or fails with what it printed. */
export async function whenServing(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const res = await fetch(`${server.url}/api/products/categories`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** The test PostgreSQL server in the PostgreSQL run (TEST_DB=postgres); undefined in the PGlite run. */
export const testPostgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** A server process on the database of this run. */
export interface TestServer extends ServerProcess {
  /** Its DATA_DIR, a fresh temporary folder (PGlite keeps its files in `pg/` there). */
  dataDir: string;
  /** In the PostgreSQL run, the database of its own it uses; null on PGlite. */
  database: TempDatabase | null;
}

/**
 * For a test file of whole server processes: returns `start`, which starts one on a fresh data folder
 * and, in the PostgreSQL run, a temporary database (named from `prefix`). Each is killed and its
 * database dropped after the test that started it.
 */
export function serverPerTest(prefix: string): (env?: Record<string, string>) => Promise<TestServer> {
  const started: TestServer[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) {
      server.child.kill('SIGKILL');
      await server.database?.drop();
    }
  });
  return async (env = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    const database = testPostgresUrl ? await createTempDatabase(testPostgresUrl, prefix) : null;
    const spawned = await startServer({ DATA_DIR: dataDir, ...(database && { DATABASE_URL: database.url() }), ...env });
    const server = { ...spawned, dataDir, database };
    started.push(server);
    return server;
  };
}
