import http from 'node:http';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describe, expect, it } from 'vitest';
import { cacheKey, ResponseCache } from './response-cache';

const CACHE_CONTROL = 'public, max-age=0';

/** An app whose /data answers the current `value` (after `gate` opens) and counts its runs. */
function setup(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 1_000_000;
  const state = { value: 'one', runs: 0, gate: Promise.resolve(), status: 200 as 200 | 404 };
  const cache = new ResponseCache({ now: () => new Date(clock), cacheControl: CACHE_CONTROL, ...options });
  cache.resume();
  const app = new Hono();
  app.use(etag());
  app.use('/data/*', cache.middleware());
  app.get('/data/:name', async (c) => {
    state.runs += 1;
    const data = `${c.req.param('name')}:${state.value}`.padEnd(200, '.');
    await state.gate;
    return c.json({ data }, state.status);
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };
  const text = async (path: string) => JSON.parse((await get(path)).body.toString()).data as string;
  return { cache, state, get, text, tick: (ms: number) => (clock += ms) };
}

describe('cacheKey', () => {
  it('is the path with the query parameters in a stable order', () => {
    expect(cacheKey('http://x/api/a?page=1&limit=5')).toBe(cacheKey('http://x/api/a?limit=5&page=1'));
    expect(cacheKey('http://x/api/a?limit=5&page=1')).toBe('/api/a?limit=5&page=1');
    expect(cacheKey('http://x/api/a?')).toBe('/api/a');
    expect(cacheKey('http://x/api/a')).toBe('/api/a');
    expect(cacheKey('http://x/api/a?limit=6')).not.toBe(cacheKey('http://x/api/a?limit=5'));
    expect(cacheKey(`http://x/api/a?q=${'x'.repeat(600)}`)).toBeNull();
  });
});

describe('ResponseCache', () => {
  it('answers repeated reads from memory until cleared', async () => {
    const t = setup();
    expect(await t.text('/data/a')).toMatch(/^a:one/);
    t.state.value = 'two';
    expect(await t.text('/data/a')).toMatch(/^a:one/);
    expect(t.state.runs).toBe(1);
    t.cache.clear();
    expect(await t.text('/data/a')).toMatch(/^a:two/);
    expect(t.state.runs).toBe(2);
  });

  it('runs the route once for many concurrent misses of one key', async () => {
    const t = setup();
    let open = () => {};
    t.state.gate = new Promise((resolve) => (open = resolve));
    const reads = Array.from({ length: 20 }, () => t.text('/data/a'));
    open();
    expect(new Set(await Promise.all(reads)).size).toBe(1);
    expect(t.state.runs).toBe(1);
  });

  it('does not store an answer computed before a clear', async () => {
    const t = setup();
    let open = () => {};
    t.state.gate = new Promise((resolve) => (open = resolve));
    const before = t.text('/data/a');
    while (t.state.runs === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    t.state.value = 'two';
    t.cache.clear();
    open();
    expect(await before).toMatch(/^a:one/);
    t.state.gate = Promise.resolve();
    expect(await t.text('/data/a')).toMatch(/^a:two/);
  });

  it('expires entries after the TTL by the app clock, also when the clock goes back', async () => {
    const t = setup({ ttlMs: 10_000 });
    await t.text('/data/a');
    t.state.value = 'two';
    t.tick(9_999);
    expect(await t.text('/data/a')).toMatch(/^a:one/);
    t.tick(1);
    expect(await t.text('/data/a')).toMatch(/^a:two/);
    t.state.value = 'three';
    t.tick(-60_000);
    expect(await t.text('/data/a')).toMatch(/^a:three/);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const t = setup({ maxEntries: 2 });
    await t.text('/data/a');
    await t.text('/data/b');
    await t.text('/data/a');
    await t.text('/data/c');
    expect(t.cache.size).toBe(2);
    t.state.value = 'two';
    expect(await t.text('/data/a')).toMatch(/^a:one/);
    expect(await t.text('/data/b')).toMatch(/^b:two/);
  });

  it('keeps stored bytes within maxBytes', async () => {
    const t = setup({ maxBytes: 500 });
    await t.text('/data/a');
    await t.text('/data/b');
    expect(t.cache.size).toBe(1);
  });

  it('does not store answers other than 200', async () => {
    const t = setup();
    t.state.status = 404;
    expect((await t.get('/data/a')).res.status).toBe(404);
    t.state.status = 200;
    expect((await t.get('/data/a')).res.status).toBe(200);
    expect(t.state.runs).toBe(2);
  });

  it('stores HTML pages as well as JSON, but no other type', async () => {
    const cache = new ResponseCache({ now: () => new Date(), cacheControl: CACHE_CONTROL });
    cache.resume();
    const runs = { html: 0, text: 0 };
    const app = new Hono();
    app.use('*', cache.middleware());
    app.get('/page', (c) => {
      runs.html += 1;
      return c.html('<p>page</p>');
    });
    app.get('/text', (c) => {
      runs.text += 1;
      return c.text('text');
    });
    for (let i = 0; i < 2; i++) {
      expect(await (await app.request('/page')).text()).toBe('<p>page</p>');
      await app.request('/text');
    }
    expect(runs).toEqual({ html: 1, text: 2 });
    expect((await app.request('/page')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends brotli or gzip as accepted, with one ETag for every coding, and 304 for it', async () => {
    const t = setup();
    const plain = await t.get('/data/a');
    const gz = await t.get('/data/a', { 'accept-encoding': 'gzip' });
    const br = await t.get('/data/a', { 'accept-encoding': 'gzip, br' });
    const refused = await t.get('/data/a', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.res.headers.get('content-encoding')).toBe('gzip');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(zlib.gunzipSync(gz.body)).toEqual(plain.body);
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body);
    for (const { res } of [plain, gz, br]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    }
    const tags = [plain, gz, br].map(({ res }) => res.headers.get('etag') ?? '');
    expect(new Set(tags).size).toBe(1);
    expect(tags[0]).toMatch(/^W\/"[\w-]+"$/);
    for (const coding of ['identity', 'gzip', 'br'])
      expect((await t.get('/data/a', { 'if-none-match': tags[0], 'accept-encoding': coding })).res.status).toBe(304);
    expect((await t.get('/data/a', { 'if-none-match': '"other"' })).res.status).toBe(200);
  });

  it('while paused, answers every read from the route, still with an ETag', async () => {
    const t = setup();
    t.cache.pause();
    const first = await t.get('/data/a', { 'accept-encoding': 'gzip' });
    expect(first.res.headers.get('content-encoding')).toBeNull();
    const etag = first.res.headers.get('etag') ?? '';
    expect((await t.get('/data/a', { 'if-none-match': etag })).res.status).toBe(304);
    t.state.value = 'two';
    expect(await t.text('/data/a')).toMatch(/^a:two/);
    expect(t.state.runs).toBe(3);
    t.cache.resume();
    await t.text('/data/a');
    await t.text('/data/a');
    expect(t.state.runs).toBe(4);
  });

  it('sends the security headers handed down with every stored answer, and lets no later header reach the next answers', async () => {
    const cache = new ResponseCache({ now: () => new Date(), cacheControl: CACHE_CONTROL });
    cache.resume();
    const app = new Hono();
    app.use(async (c, next) => {
      c.set('securityHeaders', { 'x-content-type-options': 'nosniff' });
      await next();
      // A mistake: a header of this one request written onto the answer.
      const who = c.req.header('x-who');
      if (who) c.res.headers.set('x-who', who);
    });
    app.use(etag());
    app.use('/data', cache.middleware());
    app.get('/data', (c) => c.json({ data: 'x'.repeat(200) }));
    // Through Node as the server runs (its Response keeps the entry's headers object).
    const listener = getRequestListener(app.fetch);
    const server = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/data`;
    try {
      const plain = await fetch(url);
      expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(url, { headers: { 'x-who': 'ann' } })).status).toBe(500);
      const next = await fetch(url);
      expect([next.status, next.headers.get('x-who'), next.headers.get('etag')]).toEqual([
        200,
        null,
        plain.headers.get('etag'),
      ]);
    } finally {
      server.close();
    }
  });
});
