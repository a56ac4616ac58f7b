import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { serveCachedReads } from './cached-reads';
import { ResponseCache } from './response-cache';

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** A real server: the cache's listener in front of a Hono app whose /data route counts its runs. */
async function start(headersFor?: (path: string) => Readonly<Record<string, string>>) {
  const cache = new ResponseCache({ now: () => new Date(), cacheControl: 'public, max-age=0' });
  cache.resume();
  const state = { routeRuns: 0, appCalls: 0, value: 'one' };
  const app = new Hono();
  app.use('/data', cache.middleware());
  app.get('/data', (c) => {
    state.routeRuns += 1;
    return c.json({ data: state.value.repeat(100) });
  });
  app.post('/data', (c) => c.json({ data: 'posted' }));
  const appListener = getRequestListener(app.fetch);
  const lines: { path: string; status: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  server = http.createServer(
    serveCachedReads(
      cache,
      (req, res) => {
        state.appCalls += 1;
        void appListener(req, res);
      },
      logger,
      headersFor,
    ),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server?.address() as AddressInfo).port;
  const request = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { cache, state, lines, request };
}

describe('serveCachedReads', () => {
  it('answers a fresh cached GET itself, with the same bytes and headers the app sends', async () => {
    const t = await start();
    const first = await t.request('GET', '/data?b=2&a=1', { 'accept-encoding': 'gzip' });
    expect(t.state.appCalls).toBe(1);
    const second = await t.request('GET', '/data?a=1&b=2', { 'accept-encoding': 'gzip' });
    expect(t.state.appCalls).toBe(1);
    expect(t.state.routeRuns).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(JSON.parse(zlib.gunzipSync(second.body).toString())).toEqual({ data: 'one'.repeat(100) });
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'vary', 'cache-control']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const notModified = await t.request('GET', '/data?a=1&b=2', { 'if-none-match': String(second.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(t.state.appCalls).toBe(1);
  });

  it('logs one line for each request it answers', async () => {
    const t = await start();
    await t.request('GET', '/data?x=1');
    await t.request('GET', '/data?x=1');
    expect(t.lines.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ path: '/data', status: 200 }),
    ]);
  });

  it('hands misses, other methods and cleared entries to the app', async () => {
    const t = await start();
    await t.request('GET', '/data');
    expect((await t.request('POST', '/data')).body.toString()).toContain('posted');
    expect(t.state.appCalls).toBe(2);
    t.state.value = 'two';
    t.cache.clear();
    expect((await t.request('GET', '/data')).body.toString()).toContain('two');
    expect(t.state.appCalls).toBe(3);
    expect(t.state.routeRuns).toBe(2);
  });

  it("adds the path's headers to its 200s and 304s, the cached answer's own headers winning", async () => {
    const set = Object.freeze({ 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
    const t = await start((path) => (path === '/data' ? set : {}));
    await t.request('GET', '/data');
    const hit = await t.request('GET', '/data', { 'accept-encoding': 'br' });
    expect(t.state.appCalls).toBe(1);
    expect(hit.headers['x-frame-options']).toBe('DENY');
    expect(hit.headers['cache-control']).toBe('public, max-age=0');
    expect(hit.headers['content-encoding']).toBe('br');
    const notModified = await t.request('GET', '/data', { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-frame-options']).toBe('DENY');
  });
});
