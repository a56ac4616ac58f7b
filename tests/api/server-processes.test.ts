import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client';
import { insertDeals } from '../support/factories';
import { serverPerTest, testPostgresUrl, whenServing, type ServerProcess } from '../support/server-process';
import type { TempDatabase } from '../support/temp-database';

// WEB_CONCURRENCY=2 on PostgreSQL: two processes behind one port (node:cluster).
const serve = serverPerTest('deals_processes');

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One request on a connection of its own: the primary hands each new connection to the next process. */
function send(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [] }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const publicTotal = async (url: string) =>
  (JSON.parse((await send(`${url}/api/products/all`, 'GET')).body) as { data: { total: number } }).data.total;

/** The processes (pids) whose request log names a GET of the public deal list, in order. */
const readers = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"path":"/api/products/all"'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

/** Waits until the primary says every process serves (the first serves alone for a moment). */
async function allServing(started: ServerProcess): Promise<void> {
  await whenServing(started);
  await expect.poll(() => started.output(), { timeout: 60_000 }).toContain('(2 processes)');
}

describe.skipIf(!testPostgresUrl)('two server processes on PostgreSQL', () => {
  it('shows an approval made in one process in the cached reads the other answers', async () => {
    const server = await serve({ WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
    await allServing(server);
    const handle = await openDb({ databaseUrl: (server.database as TempDatabase).url() });
    const [deal] = await insertDeals(handle.db, [{ isApproved: false }]);
    await handle.close();

    // Both processes read (and cache) the empty list.
    for (let i = 0; i < 4; i++) expect(await publicTotal(server.url)).toBe(0);
    await expect.poll(() => new Set(readers(server.output())).size).toBe(2);
    const login = await send(
      `${server.url}/api/auth/login`,
      'POST',
      { 'content-type': 'application/json' },
      JSON.stringify({ key: 'test-admin-key' }),
    );
    expect(login.status).toBe(200);
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const approved = await send(`${server.url}/api/admin/products/${deal.id}/approve`, 'PUT', { cookie });
    expect(approved.status).toBe(200);
    const before = server.output().length;

    // Every process answers the approved deal once the notification reached it.
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      await expect.poll(() => publicTotal(server.url), { timeout: 5000 }).toBe(1);
      seen.push(await publicTotal(server.url));
    }
    expect(seen).toEqual([1, 1, 1, 1]);
    await expect.poll(() => new Set(readers(server.output().slice(before))).size).toBe(2);
  }, 90_000);

  it('stops every process on SIGTERM, each flushing the clicks it took', async () => {
    const server = await serve({ WEB_CONCURRENCY: '2' });
    await allServing(server);
    const sessions = Array.from({ length: 20 }, (_, i) => `stop-${i}`);
    for (const sessionId of sessions) {
      const body = JSON.stringify({ asin: 'B0ABCDEF12', clickSource: 'deal-card', sessionId, metadata: {} });
      const res = await send(
        `${server.url}/api/deal-clicks/track`,
        'POST',
        { 'content-type': 'application/json' },
        body,
      );
      expect(res.status).toBe(202);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stored = await (server.database as TempDatabase).query<{ session_id: string }>(
      'select session_id from click_events',
    );
    expect(stored.map((row) => row.session_id).sort()).toEqual([...sessions].sort());
  }, 90_000);
});

describe('more processes on the embedded database', () => {
  it.skipIf(testPostgresUrl)(
    'runs one process and says why',
    async () => {
      const server = await serve({ WEB_CONCURRENCY: '2' });
      await whenServing(server);
      expect(server.output()).toContain('WEB_CONCURRENCY=2 ignored');
      expect(await publicTotal(server.url)).toBe(0);
    },
    90_000,
  );
});
