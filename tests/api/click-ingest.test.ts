import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { ClickBuffer } from '../../src/server/services/click-buffer';
import { recordClicks } from '../../src/server/services/clicks';
import { allClicks } from '../support/admin-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let server: http.Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
  await t?.close();
});

/** The app behind a real node:http server, as in production. */
async function listen(app: TestApp['app']) {
  // As in src/server/index.ts: the listener answers every request itself, failures included.
  const listener = getRequestListener(app.fetch);
  server = http.createServer((req, res) => void listener(req, res));
  // On a loaded machine a pooled connection can sit idle past Node's 5 s keep-alive and be reused
  // just as the server closes it: a hang-up that says nothing about clicks.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  return (body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const chunked = headers['transfer-encoding'] === 'chunked';
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/deal-clicks/track',
          agent,
          headers: {
            'content-type': 'application/json',
            ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
          );
        },
      );
      req.on('error', reject);
      if (chunked) for (let i = 0; i < body.length; i += 20) req.write(body.slice(i, i + 20));
      req.end(chunked ? undefined : body);
    });
}

const click = (sessionId: string, metadata: Record<string, unknown> = {}) => ({
  asin: 'B0ABCDEF12',
  clickSource: 'deal-card',
  sessionId,
  metadata: { productType: 'regular', category: 'kitchen', price: 19.99, position: 3, ...metadata },
});
const post = async (app: { request: TestApp['app']['request'] }, body: unknown) =>
  app.request('/api/deal-clicks/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('click ingest', () => {
  it('stores exactly every one of 2,000 clicks posted at once', async () => {
    t = await createTestApp();
    const ids = Array.from({ length: 2000 }, (_, i) => `burst-${i}`);
    const answers = await Promise.all(ids.map((id) => post(t.app, click(id))));
    expect(answers.filter((res) => res.status === 202)).toHaveLength(2000);
    const stored = (await allClicks(t.db)).map((row) => row.sessionId);
    expect(stored).toHaveLength(2000);
    expect(new Set(stored)).toEqual(new Set(ids));
  });

  it('takes clicks over real connections, with or without Content-Length, and refuses bad or oversized bodies', async () => {
    t = await createTestApp();
    const send = await listen(t.app);
    const ids = Array.from({ length: 200 }, (_, i) => `wire-${i}`);
    const answers = await Promise.all(ids.map((id) => send(JSON.stringify(click(id)))));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 202));
    expect((await send(JSON.stringify(click('chunked')), { 'transfer-encoding': 'chunked' })).status).toBe(202);
    const malformed = await send('{"asin":');
    expect(malformed).toEqual({
      status: 400,
      json: { data: null, message: 'Request body is not valid JSON', error: 'invalid_json' },
    });
    const invalid = await send(JSON.stringify(click('x', { price: -1 })));
    expect(invalid).toMatchObject({ status: 400, json: { message: 'price must not be negative' } });
    const huge = JSON.stringify(click('huge', { referrer: 'r'.repeat(1024 * 1024) }));
    expect((await send(huge)).status).toBe(413);
    expect((await send(huge, { 'transfer-encoding': 'chunked' })).status).toBe(413);
    const stored = (await allClicks(t.db)).map((row) => row.sessionId);
    expect(new Set(stored)).toEqual(new Set([...ids, 'chunked']));
    expect(stored).toHaveLength(201);
  });

  it('stores clicks whose text PostgreSQL cannot hold as is, without losing their batch', async () => {
    t = await createTestApp();
    const odd = click('odd\u0000session', { searchQuery: 'nul\u0000here', referrer: 'lone \ud800 surrogate' });
    const answers = await Promise.all([post(t.app, click('before')), post(t.app, odd), post(t.app, click('after'))]);
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    const rows = await allClicks(t.db);
    expect(rows.map((row) => row.sessionId).sort()).toEqual(['after', 'before', 'oddsession']);
    expect(rows.find((row) => row.sessionId === 'oddsession')?.metadata).toMatchObject({
      searchQuery: 'nulhere',
      referrer: 'lone \ufffd surrogate',
    });
  });

  it('answers a click only once it is stored: 503 while the database is unreachable, 202 once it is back', async () => {
    t = await createTestApp();
    let down = true;
    const buffer = new ClickBuffer({
      logger: t.deps.logger,
      store: async (clicks) => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        await recordClicks(t.db, clicks);
      },
    });
    const app = createApp({ ...t.deps, clickBuffer: buffer });
    const refused = await post(app, click('a'));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      data: null,
      message: 'The database cannot be reached right now. Please try again in a moment.',
      error: 'unavailable',
    });
    expect(await allClicks(t.db)).toEqual([]);

    down = false;
    // Answered after the commit: the click is there as soon as its 202 is.
    expect((await post(app, click('b'))).status).toBe(202);
    expect((await allClicks(t.db)).map((row) => row.sessionId)).toEqual(['b']);
  });
});
