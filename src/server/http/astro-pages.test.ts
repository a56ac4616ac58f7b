import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { astroPages, locateBuild, ON_DEMAND_PAGES } from './astro-pages';
import { ResponseCache } from './response-cache';
import { inlineScriptHashes } from './security-headers';

// Inside the project: the test runner loads modules from its own tree only.
fs.mkdirSync('node_modules/.cache', { recursive: true });
const root = fs.mkdtempSync(path.resolve('node_modules/.cache/astro-pages-'));
const write = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

// A stand-in for the build's entry (src/build/hono-entry.ts): an app that matches and renders web
// Requests as Astro's does, asks the locals for the page, and counts its renders.
write('client/index.html', '<p>home</p>');
write(
  'server/entry.mjs',
  `export let renders = 0;
const html = (body, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
export const app = {
  match: (request) => (new URL(request.url).pathname.startsWith('/deal/none') ? undefined : { route: '*' }),
  async render(request, { locals }) {
    const path = new URL(request.url).pathname;
    renders += 1;
    if (path === '/welcome') {
      if (!locals.welcomePage) return html('<script>typed()</script><script>islands()</script>');
      const page = await locals.welcomePage.load();
      return html('<h1>welcome</h1>' + page.trending.length + ' trending');
    }
    if (!locals.listingPages) return html('<script>islands()</script><script type="application/json">{}</script>');
    if (!path.startsWith('/deal/')) {
      const listing = await locals.listingPages.load(path === '/' ? 'home' : path.split('/')[2]);
      return html('<h1>' + (listing ? listing.category.label : 'none') + '</h1>', listing ? 200 : 404);
    }
    const page = await locals.dealPages.load(path.split('/')[2]);
    return html('<h1>' + page.state + '</h1>' + locals.dealPages.siteUrl, page.state === 'live' ? 200 : 410);
  },
};`,
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('locateBuild', () => {
  it("finds the server entry beside the client folder, also when STATIC_DIR names the build's root", () => {
    const built = { clientDir: path.join(root, 'client'), serverEntry: path.join(root, 'server', 'entry.mjs') };
    expect(locateBuild(path.join(root, 'client'))).toEqual(built);
    expect(locateBuild(root)).toEqual(built);
    write('other/static-only/index.html');
    const staticOnly = path.join(root, 'other', 'static-only');
    expect(locateBuild(staticOnly)).toEqual({ clientDir: staticOnly, serverEntry: null });
  });
});

describe('astroPages', () => {
  let server: http.Server;
  let base = '';
  const cache = new ResponseCache({ now: () => new Date(), cacheControl: 'public, max-age=0' });
  let scriptHashes: string[] = [];

  beforeAll(async () => {
    const deps = {
      env: { SITE_URL: 'https://deals.example.com' },
      now: () => new Date(),
      handle: {},
    } as unknown as Pick<AppDeps, 'handle' | 'env' | 'now'>;
    const built = await astroPages(path.join(root, 'server', 'entry.mjs'), deps, {
      deal: (_db, asin) =>
        Promise.resolve(
          asin === 'B0LIVE0001'
            ? { state: 'live', deal: {} as never, history: [], related: [] }
            : { state: 'ended', title: null, category: null, deals: [] },
        ),
      listing: (_db, id) =>
        Promise.resolve(
          ['home', 'toys'].includes(id)
            ? {
                listing: {} as never,
                category: { id, label: `${id} label` },
                bestSellers: null,
                statistics: {} as never,
                superDeal: null,
              }
            : null,
        ),
      welcome: () => Promise.resolve({ statistics: {} as never, trending: [{} as never, {} as never] }),
    });
    // In front of the pages, as the app has it (app.ts).
    const pages = new Hono();
    for (const page of ON_DEMAND_PAGES) pages.use(page, cache.middleware());
    pages.route('/', built.routes);
    scriptHashes = built.scriptHashes;
    pages.get('*', (c) => c.text('after the pages', 404));
    const listener = getRequestListener(pages.fetch);
    server = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    cache.resume();
  });
  afterAll(() => server.close());

  it('renders web Requests through the app with our data in locals', async () => {
    const res = await fetch(`${base}/deal/B0LIVE0001/x`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>live</h1>https://deals.example.com');
    expect(await fetch(`${base}/deal/B0GONE0001`).then((r) => r.status)).toBe(410);
  });

  it("gives the hashes of the inline scripts the pages hold, from the home page's and /welcome's shells", () => {
    expect(scriptHashes).toEqual(inlineScriptHashes('<script>islands()</script><script>typed()</script>'));
  });

  it('renders the home and category listings with their data', async () => {
    expect(await fetch(`${base}/`).then((r) => r.text())).toBe('<h1>home label</h1>');
    expect(await fetch(`${base}/category/toys`).then((r) => r.text())).toBe('<h1>toys label</h1>');
    expect(await fetch(`${base}/category/garden`).then((r) => [r.status, r.headers.get('content-type')])).toEqual([
      404,
      'text/html; charset=utf-8',
    ]);
  });

  it('renders /welcome with its data', async () => {
    expect(await fetch(`${base}/welcome`).then((r) => r.text())).toBe('<h1>welcome</h1>2 trending');
  });

  it('answers a page again from the response cache, with its ETag', async () => {
    const entry = (await import(path.join(root, 'server', 'entry.mjs'))) as { renders: number };
    const rendersBefore = entry.renders;
    const first = await fetch(`${base}/deal/B0LIVE0001/cached`);
    const rendersAfterFirst = entry.renders;
    expect(rendersAfterFirst).toBe(rendersBefore + 1);
    const second = await fetch(`${base}/deal/B0LIVE0001/cached`);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(entry.renders).toBe(rendersAfterFirst);
  });

  it('hands paths Astro has no page for to what comes after', async () => {
    const res = await fetch(`${base}/deal/none`);
    expect([res.status, await res.text()]).toEqual([404, 'after the pages']);
  });
});
