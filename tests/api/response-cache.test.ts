import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { categories, deals, essentials } from '../../src/server/db/schema';
import { ResponseCache } from '../../src/server/http/response-cache';
import { insertCategories, insertDeals } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const TTL_MS = 10_000;
let clock = new Date();
let t: TestApp;
let app: ReturnType<typeof createApp>;

// One app for the file (a fresh database is slow to create); each test starts with no deals.
// The app gets a cache we can see, to wait until it stores answers (once its change listener is up).
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await insertCategories(t.db);
  await t.signIn();
  const cache = new ResponseCache({ now: () => clock, cacheControl: 'public, max-age=0', ttlMs: TTL_MS });
  app = createApp({ ...t.deps, responseCache: cache });
  while (!cache.isLive) await new Promise((resolve) => setTimeout(resolve, 10));
});
afterAll(async () => t.close());
beforeEach(async () => {
  clock = new Date();
  await t.db.delete(deals);
  await t.db.delete(essentials);
});

/** Sends a request to the app with the admin's cookies. */
async function request(method: string, url: string, headers: Record<string, string> = {}) {
  const cookie = [...t.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.request(url, { method, headers: { cookie, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    res,
    body,
    status: res.status,
    headers: res.headers,
    json: res.headers.get('content-encoding') ? null : JSON.parse(body.toString() || 'null'),
  };
}
const get = (url: string, headers?: Record<string, string>) => request('GET', url, headers);
const titles = async (url = '/api/products/all') =>
  ((await get(url)).json.data.products as { title: string }[]).map((d) => d.title);

/** A write that tells no one, as if the change notification were lost: only the TTL or a clear reveals it. */
async function unannounced(table: 'deals' | 'categories' | 'essentials', write: () => Promise<unknown>) {
  await t.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_data_changed`));
  try {
    await write();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} enable trigger ${table}_data_changed`));
  }
}

/** Reads until `done` holds or a few seconds pass; the caller asserts on the last value. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('public reads come from memory', () => {
  it('serves the stored answer until the data changes or the TTL passes by the app clock', async () => {
    const [deal] = await insertDeals(t.db, [{ title: 'Before' }]);
    expect(await titles()).toEqual(['Before']);
    const etag = (await get('/api/products/all')).headers.get('etag');

    await unannounced('deals', () => t.db.update(deals).set({ title: 'After' }).where(eq(deals.id, deal.id)));
    expect(await titles()).toEqual(['Before']);
    expect((await get('/api/products/all', { 'If-None-Match': etag ?? '' })).status).toBe(304);

    clock = new Date(clock.getTime() + TTL_MS);
    expect(await titles()).toEqual(['After']);
  });

  it('caches statistics, the super deal and essentials too', async () => {
    await insertDeals(t.db, [{ isSuperDeal: true, title: 'Super' }]);
    const statistics = async () => (await get('/api/products/statistics')).json.data.overall.totalDeals;
    const superDeal = async () => (await get('/api/products/super-deal')).json.data?.title ?? null;
    const essentialTitles = async () =>
      ((await get('/api/essentials')).json.data as { title: string }[]).map((e) => e.title);
    expect([await statistics(), await superDeal(), await essentialTitles()]).toEqual([1, 'Super', []]);

    await unannounced('deals', () => insertDeals(t.db, [{}]));
    await unannounced('deals', () => t.db.update(deals).set({ title: 'Renamed' }).where(eq(deals.isSuperDeal, true)));
    await unannounced('essentials', () =>
      t.db
        .insert(essentials)
        .values({
          category: 'batteries',
          asin: 'B0ESSENT01',
          title: 'AA batteries',
          priceCents: 999,
          originalPriceCents: 1999,
        }),
    );
    expect([await statistics(), await superDeal(), await essentialTitles()]).toEqual([1, 'Super', []]);

    clock = new Date(clock.getTime() + TTL_MS);
    expect([await statistics(), await superDeal(), await essentialTitles()]).toEqual([2, 'Renamed', ['AA batteries']]);
  });

  it('treats the same query in another order as the same read, and another query as another', async () => {
    await insertDeals(t.db, [{ title: 'One' }, { title: 'Two' }]);
    expect(await titles('/api/products/all?page=1&limit=5')).toHaveLength(2);
    await unannounced('deals', () => insertDeals(t.db, [{ title: 'Three' }]));
    expect(await titles('/api/products/all?limit=5&page=1')).toHaveLength(2);
    expect(await titles('/api/products/all?limit=6&page=1')).toHaveLength(3);
  });

  it('never stores a failed read', async () => {
    expect((await get('/api/products/category/garden')).status).toBe(404);
    await unannounced('categories', () =>
      t.db.insert(categories).values({ id: 'garden', label: 'Garden', position: 99 }),
    );
    try {
      expect((await get('/api/products/category/garden')).status).toBe(200);
    } finally {
      await t.db.delete(categories).where(eq(categories.id, 'garden'));
    }
  });

  it('sends gzip or brotli bytes of the same JSON as accepted, with Vary, and 304 for any of its ETags', async () => {
    await insertDeals(t.db, [{}, {}, {}]);
    const url = '/api/products/all?page=1&limit=500';
    const plain = await get(url, {});
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect([plain, gzip, brotli].map(({ res }) => res.headers.get('content-encoding'))).toEqual([null, 'gzip', 'br']);
    expect(zlib.gunzipSync(gzip.body)).toEqual(plain.body);
    expect(zlib.brotliDecompressSync(brotli.body)).toEqual(plain.body);
    expect(JSON.parse(plain.body.toString()).data.total).toBe(3);
    for (const { res } of [plain, gzip, brotli]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toContain('max-age');
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      expect((await get(url, { 'if-none-match': etag, 'accept-encoding': 'gzip' })).res.status).toBe(304);
      expect((await get(url, { 'if-none-match': `W/${etag}` })).res.status).toBe(304);
    }
  });
});

describe('every write clears it', () => {
  it('a write through the admin API is seen by the very next read', async () => {
    const [deal] = await insertDeals(t.db, [{ isApproved: false }]);
    expect((await get('/api/products/all')).json.data.total).toBe(0);
    expect((await get('/api/products/statistics')).json.data.overall.totalDeals).toBe(0);
    // Without the notification only the app's own clearing can show the change.
    await unannounced('deals', async () =>
      expect((await request('PUT', `/api/admin/products/${deal.id}/approve`)).status).toBe(200),
    );
    expect((await get('/api/products/all')).json.data.total).toBe(1);
    expect((await get('/api/products/statistics')).json.data.overall.totalDeals).toBe(1);
  });

  it('a write by a job in this process is seen by the very next read (its notification arrives first)', async () => {
    await insertDeals(t.db, [{ title: 'Old' }]);
    expect(await titles()).toEqual(['Old']);
    await t.db.update(deals).set({ title: 'New' });
    expect(await titles()).toEqual(['New']);
    await t.db.transaction(async (tx) => {
      await tx.update(deals).set({ title: 'Newer' });
      await tx.update(deals).set({ title: 'Newest' });
    });
    expect(await titles()).toEqual(['Newest']);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a write by another server process is seen once its notification arrives',
    async () => {
      await insertDeals(t.db, [{ title: 'Old' }]);
      expect(await titles()).toEqual(['Old']);
      const [{ schema }] = (await t.deps.handle.withConnection((q) => q('select current_schema() as schema'))) as {
        schema: string;
      }[];
      const other = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${schema}`,
      });
      await other.connect();
      try {
        await other.query('update deals set title = $1', ['From another process']);
      } finally {
        await other.end();
      }
      expect(await eventually(titles, (list) => list[0] !== 'Old')).toEqual(['From another process']);
    },
  );
});

describe('admin deal lists come from memory too, behind the sign-in', () => {
  const adminList = '/api/admin/products/all?limit=1000';
  const adminDeal = async () => (await get(adminList)).json.data.products[0] as { title: string; isApproved: boolean };

  it('answers compressed and shows an approval by the very next read', async () => {
    const [deal] = await insertDeals(t.db, [{ isApproved: false }]);
    expect((await adminDeal()).isApproved).toBe(false);
    const gzipped = await get(adminList, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString()).data.products[0].isApproved).toBe(false);
    // Without the notification only the app's own clearing can show the change.
    await unannounced('deals', async () =>
      expect((await request('PUT', `/api/admin/products/${deal.id}/approve`)).status).toBe(200),
    );
    expect((await adminDeal()).isApproved).toBe(true);
  });

  it('never answers a stored list without a session', async () => {
    await insertDeals(t.db, [{ title: 'Secret list' }]);
    expect((await adminDeal()).title).toBe('Secret list');
    const anonymous = await app.request(adminList);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('Secret list');
  });

  it('shows a job write by the very next read', async () => {
    await insertDeals(t.db, [{ title: 'Old' }]);
    expect((await adminDeal()).title).toBe('Old');
    await t.db.update(deals).set({ title: 'New' });
    expect((await adminDeal()).title).toBe('New');
  });
});
