import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/server/db/schema';
import { insertCategories } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A built site in miniature: the home page's head as the layout writes it, and the 404 page.
const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Savvy Mom Deals: Smart Shopping for Savvy Moms</title>
<link rel="canonical" href="https://deals.example/">
<meta property="og:site_name" content="Savvy Mom Deals">
<meta property="og:title" content="Savvy Mom Deals: Smart Shopping for Savvy Moms">
<meta property="og:url" content="https://deals.example/">
</head><body><section id="home-hero" aria-labelledby="hero-title">Hero</section><main>Home listing</main></body></html>`;
const NOT_FOUND = '<!doctype html><title>Redirecting…</title><h1>Taking you home…</h1>';

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'category-pages-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), HOME);
  fs.writeFileSync(path.join(staticDir, '404.html'), NOT_FOUND);
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  await insertCategories(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers?: Record<string, string>) => t.request('GET', url, { headers });

describe('GET /category/{id}', () => {
  it("answers a category with the home page, under the category's title and address", async () => {
    const res = await get('/category/toys');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.text).toContain('<title>Toys &amp; Learning Deals | Savvy Mom Deals</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://deals.example/category/toys">');
    expect(res.text).toContain('<meta property="og:url" content="https://deals.example/category/toys">');
    expect(res.text).toContain('<meta property="og:title" content="Toys &amp; Learning Deals | Savvy Mom Deals">');
    expect(res.text).toContain('<section id="home-hero" hidden aria-labelledby="hero-title">');
    expect(res.text).toContain('<main>Home listing</main>');
  });

  it('keeps a label as it is: a dollar sign, and no second "Deals"', async () => {
    expect((await get('/category/deals')).text).toContain('<title>$10 &amp; Under Deals | Savvy Mom Deals</title>');
    expect((await get('/category/books')).text).toContain('<title>Book Deals | Savvy Mom Deals</title>');
  });

  it('answers the trending listing, and sends home to /', async () => {
    const trending = await get('/category/trending');
    expect(trending.status).toBe(200);
    expect(trending.text).toContain('<title>Trending Deals | Savvy Mom Deals</title>');
    const home = await get('/category/home');
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/');
  });

  it('sends the page compressed, with an ETag that answers 304', async () => {
    const res = await get('/category/baby', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/category/baby', { 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('follows a renamed category', async () => {
    await t.db.update(categories).set({ label: 'Kids Fashion' }).where(eq(categories.id, 'fashion'));
    expect((await get('/category/fashion')).text).toContain('<title>Kids Fashion Deals | Savvy Mom Deals</title>');
  });

  it('reads the built page once and keeps it', async () => {
    const file = path.join(staticDir, 'index.html');
    expect((await get('/category/men')).text).toContain('Home listing');
    try {
      fs.writeFileSync(file, HOME.replace('Home listing', 'Rebuilt'));
      expect((await get('/category/pantry')).text).toContain('Home listing');
    } finally {
      fs.writeFileSync(file, HOME);
    }
  });

  it('answers an unknown category with the 404 page', async () => {
    const res = await get('/category/garden');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toBe(NOT_FOUND);
  });

  it.each([
    ['10,000 characters', 'a'.repeat(10_000)],
    ['a NUL byte', 'toys%00'],
    ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
    ['upper case', 'TOYS'],
    ['a bad escape', '%E0%A4%A'],
  ])('answers bad input (%s) with the 404 page', async (_, id) => {
    const res = await get(`/category/${id}`);
    expect(res.status).toBe(404);
    expect(res.text).toBe(NOT_FOUND);
  });
});

describe('GET /category/{id} without a built site', () => {
  it('answers 404 with a short page of its own, not an error', async () => {
    const bare = await createTestApp({ env: { STATIC_DIR: path.join(staticDir, 'missing') } });
    try {
      await insertCategories(bare.db);
      const res = await bare.request('GET', '/category/toys');
      expect(res.status).toBe(404);
      expect(res.text).toContain("See today's deals");
    } finally {
      await bare.close();
    }
  });
});
