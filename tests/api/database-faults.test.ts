import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, whenServing, type ServerProcess } from '../support/server-process';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTempDatabase, type TempDatabase } from '../support/temp-database';

// A real server process on the real PostgreSQL, reached through a proxy the test can cut.
const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
let database: TempDatabase;
let proxy: TcpProxy;
let server: ServerProcess | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) if (await check()) return;
  throw new Error(`not within ${timeoutMs} ms: ${what}\n${server?.output() ?? ''}`);
}

/** Posts a click; resolves to its status and answer. */
async function click(sessionId: string) {
  const res = await fetch(`${server?.url}/api/deal-clicks/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asin: 'B0ABCDEF12', clickSource: 'deal-card', sessionId, metadata: {} }),
  });
  return { status: res.status, body: (await res.json()) as unknown, retryAfter: res.headers.get('retry-after') };
}

async function storedSessions(): Promise<Set<string>> {
  const rows = await database.query<{ session_id: string }>('select session_id from click_events');
  return new Set(rows.map((row) => row.session_id));
}

describe.runIf(url)('a lost PostgreSQL connection', () => {
  beforeAll(async () => {
    const target = new URL(url ?? '');
    database = await createTempDatabase(url ?? '', 'deals_faults');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });

  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    server = null;
  });

  async function serve() {
    server = await startServer({
      DATABASE_URL: database.url(`127.0.0.1:${proxy.port}`),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'deals-faults-')),
    });
    await whenServing(server);
    return server;
  }

  it('keeps serving after PostgreSQL closes every connection of the app, and stores every acknowledged click', async () => {
    const running = await serve();
    const before = await Promise.all(Array.from({ length: 20 }, (_, n) => click(`before-${n}`)));
    expect(before.map((answer) => answer.status)).toEqual(Array(20).fill(202));

    const terminated = await database.serverQuery(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    expect(terminated.rowCount).toBeGreaterThanOrEqual(2);

    const acknowledged = before.map((_, n) => `before-${n}`);
    await until('a click is stored again', async () => {
      const id = `after-${acknowledged.length}`;
      if ((await click(id)).status !== 202) return false;
      acknowledged.push(id);
      return true;
    });
    await until('the change listener is back', async () => {
      const listeners = await database.serverQuery(
        "select 1 from pg_stat_activity where datname = $1 and application_name like 'deals listener%'",
        [database.name],
      );
      return listeners.rowCount === 1;
    });
    expect(running.child.exitCode).toBeNull();
    const stored = await storedSessions();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(running.output()).not.toMatch(/Unhandled|unhandled error/);
  }, 60_000);

  it('answers 503 while PostgreSQL cannot be reached, then resumes by itself', async () => {
    const running = await serve();
    expect((await click('up')).status).toBe(202);

    await proxy.cut();
    try {
      const refused = await click('down');
      expect(refused).toEqual({
        status: 503,
        retryAfter: '5',
        body: {
          data: null,
          message: 'The database cannot be reached right now. Please try again in a moment.',
          error: 'unavailable',
        },
      });
      await sleep(1000);
      expect(running.child.exitCode).toBeNull();
    } finally {
      await proxy.restore();
    }

    await until('clicks are stored again', async () => (await click('back')).status === 202);
    const stored = await storedSessions();
    expect(stored.has('up') && stored.has('back')).toBe(true);
    expect(stored.has('down')).toBe(false);
    expect(running.output()).not.toMatch(/Unhandled|unhandled error/);
  }, 60_000);
});
