import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AsinImportResponse, JobRunView, RefreshStarted, RetailerFetchResult } from '../../src/schemas/retailer';
import { deals, jobRuns } from '../../src/server/db/schema';
import { AmazonCreatorsClient } from '../../src/server/retailer/amazon-creators-client';
import {
  clientOptionsFor,
  createMemoryRetailer,
  type FakeCreatorsApi,
  type FakeProduct,
  gate,
  retailerItem,
  startFakeCreatorsApi,
  startWrongHost,
  testAsin,
} from '../support/fake-creators-api';
import { type ApiBody, readData, readJson } from '../support/http';
import { anyNumber, anyString } from '../support/matchers';
import { createTestApp, type TestApp } from '../support/test-app';

const searchBody = (overrides: Record<string, unknown> = {}) => ({
  keywords: ['stroller'],
  keyword: 'stroller',
  searchCategory: 'stroller',
  minRating: 0,
  minPrice: 0,
  maxPrice: 500,
  includeOutOfStock: false,
  dealsOnly: false,
  prime: false,
  maxResults: 5,
  ...overrides,
});

const strollers = (count: number): FakeProduct[] =>
  Array.from({ length: count }, (_, i) => ({
    asin: testAsin(),
    title: `City stroller ${i + 1}`,
    price: 120 + i,
    basis: 200,
    savingsPercent: 40 - i,
  }));

const allDeals = (t: TestApp) => t.db.select().from(deals).orderBy(asc(deals.asin));
/** The job runs GET /api/admin/jobs lists for the query. */
const jobRunsAt = async (t: TestApp, query: string) =>
  readData<JobRunView[]>(await t.request('GET', `/api/admin/jobs${query}`));

describe('admin retailer routes with the Creators API', () => {
  let fake: FakeCreatorsApi;
  let t: TestApp;

  beforeEach(async () => {
    fake = await startFakeCreatorsApi();
    t = await createTestApp({ retailer: new AmazonCreatorsClient(clientOptionsFor(fake)) });
    await t.signIn();
  });

  afterEach(async () => {
    await t.close();
    expect(fake.problems).toEqual([]);
    await fake.close();
  });

  it('needs the admin session', async () => {
    t.cookies.clear();
    expect((await t.request('POST', '/api/admin/curated-deals/fetch', { body: searchBody() })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: 'B000000001' } })).status,
    ).toBe(401);
    expect((await t.request('POST', '/api/admin/fetch-data')).status).toBe(401);
    expect((await t.request('GET', '/api/admin/jobs')).status).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });

  it('searches the retailer and fills the manual uploads, unapproved and uncategorized', async () => {
    const found = strollers(8);
    fake.add(...found);
    const res = await t.request('POST', '/api/admin/curated-deals/fetch', {
      body: searchBody({ maxResults: 5, minPrice: 100 }),
    });
    expect(res.status).toBe(200);
    expect(await readJson<ApiBody<RetailerFetchResult>>(res)).toEqual({
      data: { count: 5, created: 5, updated: 0 },
      message: 'Found 5 products: 5 new, 0 already listed, 0 refused',
    });
    expect(fake.callsTo('searchItems')[0].body).toMatchObject({
      keywords: 'stroller',
      minPrice: 10000,
      maxPrice: 50000,
    });

    const rows = await allDeals(t);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const product = found.find((p) => p.asin === row.asin) as FakeProduct;
      expect(row).toMatchObject({
        source: 'manual',
        category: 'uncategorized',
        isApproved: false,
        productType: 'regular',
        title: product.title,
        priceCents: Math.round(product.price * 100),
        originalPriceCents: 20000,
        discountPercentage: product.savingsPercent,
        amazonUrl: `https://www.amazon.com/dp/${product.asin}?tag=savvymoms-20&linkCode=ogi`,
      });
    }
  });

  it('updates prices of ASINs it already has but keeps their source, category, approval and type, and says so', async () => {
    const found = strollers(3);
    fake.add(...found);
    await t.db.insert(deals).values({
      asin: found[0].asin,
      title: 'Old title',
      priceCents: 99_99,
      originalPriceCents: 150_00,
      rating: 4.1,
      category: 'baby',
      categoryLabel: 'Mama & Baby Essentials',
      isApproved: true,
      productType: 'trending',
      source: 'feed',
    });
    const res = await t.request('POST', '/api/admin/curated-deals/fetch', { body: searchBody() });
    expect(await readJson<ApiBody<RetailerFetchResult>>(res)).toEqual({
      data: { count: 3, created: 2, updated: 1 },
      message: 'Found 3 products: 2 new, 1 already listed, 0 refused',
    });
    const [kept] = await t.db.select().from(deals).where(eq(deals.asin, found[0].asin));
    expect(kept).toMatchObject({
      source: 'feed',
      title: found[0].title,
      priceCents: Math.round(found[0].price * 100),
      category: 'baby',
      isApproved: true,
      productType: 'trending',
      rating: 4.1,
    });
  });

  it('answers 502 with the retailer error and stores nothing', async () => {
    fake.add(...strollers(2));
    fake.failNext('searchItems', { status: 403, reason: 'AssociateNotEligible' });
    const denied = await t.request('POST', '/api/admin/curated-deals/fetch', { body: searchBody() });
    expect(denied.status).toBe(502);
    expect((await readJson(denied)).message).toBe(
      'Retailer account not eligible (it needs 10 qualifying sales in 30 days)',
    );

    fake.failNext('searchItems', { status: 429, retryAfter: '90' });
    const throttled = await t.request('POST', '/api/admin/curated-deals/fetch', { body: searchBody() });
    expect(throttled.status).toBe(502);
    expect((await readJson(throttled)).message).toBe('Retailer rate limited, retry in 90 s');
    expect(await allDeals(t)).toEqual([]);
  });

  it('shows a search against a wrong API URL as an error, not as no products', async () => {
    const wrong = await startWrongHost();
    try {
      await t.close();
      t = await createTestApp({
        retailer: new AmazonCreatorsClient({ ...clientOptionsFor(fake), apiUrl: wrong.url }),
      });
      await t.signIn();
      const res = await t.request('POST', '/api/admin/curated-deals/fetch', { body: searchBody() });
      expect(res.status).toBe(502);
      expect((await readJson(res)).message).toBe(
        `Retailer API not found at ${wrong.url}/catalog/v1/searchItems (HTTP 404): CREATORS_API_URL may be wrong`,
      );
    } finally {
      await wrong.close();
    }
  });

  it('imports by ASIN in the background, skipping invalid ones', async () => {
    const known = strollers(10);
    fake.add(...known);
    const unknown = [testAsin(), testAsin()];
    const input = [
      known
        .slice(0, 5)
        .map((p) => p.asin.toLowerCase())
        .join(', '),
      known
        .slice(5)
        .map((p) => p.asin)
        .join('\n'),
      `${unknown.join(' ')}  bad-asin, SHORT1, B0TOOLONG123`,
      known[0].asin,
    ].join('\n');
    const res = await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: input } });
    expect(res.status).toBe(202);
    const { data, message } = await readJson<ApiBody<AsinImportResponse>>(res);
    expect(data).toMatchObject({ asinsToProcess: 12, invalidAsinsSkipped: 3 });
    expect(data.estimatedTimeSeconds).toBeGreaterThan(0);
    expect(data.message).toBe(message);
    expect(data.jobRunId).toEqual(anyNumber());

    await t.deps.tasks.idle();
    const rows = await allDeals(t);
    expect(rows.map((r) => r.asin)).toEqual(known.map((p) => p.asin).sort());
    expect(rows.every((r) => r.source === 'manual' && !r.isApproved && r.category === 'uncategorized')).toBe(true);
    expect(fake.callsTo('getItems').map((c) => c.body.itemIds.length)).toEqual([10, 2]);

    const [job] = await jobRunsAt(t, '?name=asin-import');
    expect(job).toMatchObject({
      name: 'asin-import',
      status: 'succeeded',
      counts: { requested: 12, imported: 10, created: 10, notFound: 2 },
    });
  });

  it("an ASIN import keeps a listed deal's source, approval and category; its job counts it as already listed", async () => {
    const [listed, fresh] = strollers(2);
    fake.add(listed, fresh);
    await t.db.insert(deals).values({
      asin: listed.asin,
      title: 'Old title',
      priceCents: 99_99,
      originalPriceCents: 150_00,
      category: 'baby',
      categoryLabel: 'Mama & Baby Essentials',
      isApproved: true,
      productType: 'curated',
      source: 'feed',
    });
    const res = await t.request('POST', '/api/admin/amazon/import-by-asins', {
      body: { asins: `${listed.asin} ${fresh.asin} ${testAsin()}` },
    });
    expect(res.status).toBe(202);
    const { data } = await readJson<ApiBody<AsinImportResponse>>(res);
    await t.deps.tasks.idle();

    const rows = new Map((await allDeals(t)).map((r) => [r.asin, r]));
    expect(rows.get(listed.asin)).toMatchObject({
      source: 'feed',
      isApproved: true,
      category: 'baby',
      categoryLabel: 'Mama & Baby Essentials',
      productType: 'curated',
      title: listed.title,
    });
    expect(rows.get(fresh.asin)).toMatchObject({ source: 'manual', isApproved: false, category: 'uncategorized' });
    const run = (await jobRunsAt(t, '?name=asin-import')).find((r) => r.id === data.jobRunId);
    expect(run).toMatchObject({
      status: 'succeeded',
      counts: { requested: 3, checked: 3, created: 1, updated: 1, refused: 0, notFound: 1, failed: 0 },
    });
  });

  it('stops an ASIN import at the first call when the retailer account is not eligible', async () => {
    const known = strollers(12);
    fake.add(...known);
    fake.failNext('getItems', { status: 403, reason: 'AssociateNotEligible' });
    const res = await t.request('POST', '/api/admin/amazon/import-by-asins', {
      body: { asins: known.map((p) => p.asin).join(',') },
    });
    expect(res.status).toBe(202);
    await t.deps.tasks.idle();

    expect(fake.callsTo('getItems')).toHaveLength(1);
    expect(await allDeals(t)).toEqual([]);
    const [job] = await jobRunsAt(t, '?name=asin-import');
    expect(job).toMatchObject({
      status: 'failed',
      counts: { requested: 12, imported: 0, failed: 12 },
      error: 'Retailer account not eligible (it needs 10 qualifying sales in 30 days)',
    });
  });
});

describe('admin retailer routes refuse bad input and change nothing', () => {
  // Refused requests write nothing, so one app serves every case here.
  let fake: FakeCreatorsApi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeCreatorsApi();
    fake.add(...strollers(3));
    t = await createTestApp({ retailer: new AmazonCreatorsClient(clientOptionsFor(fake)) });
    await t.signIn();
  });

  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  afterEach(async () => {
    await t.deps.tasks.idle();
    expect(fake.calls).toHaveLength(0);
    expect(await allDeals(t)).toEqual([]);
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"keywords": [', 'Request body is not valid JSON'],
    ['no keywords', JSON.stringify(searchBody({ keywords: [] })), 'Please add at least one keyword'],
    ['keywords missing', JSON.stringify({ maxResults: 5 }), 'keywords'],
    ['keywords not a list', JSON.stringify(searchBody({ keywords: 'stroller' })), 'keywords'],
    [
      'too many keywords',
      JSON.stringify(searchBody({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) })),
      'at most 20',
    ],
    ['an over-long keyword', JSON.stringify(searchBody({ keywords: ['x'.repeat(61)] })), 'at most 60'],
    [
      'minPrice above maxPrice',
      JSON.stringify(searchBody({ minPrice: 50, maxPrice: 10 })),
      'minPrice must not be more than maxPrice',
    ],
    ['a negative price', JSON.stringify(searchBody({ minPrice: -1 })), 'minPrice'],
    ['a price as text', JSON.stringify(searchBody({ maxPrice: '20' })), 'maxPrice'],
    ['a huge price', JSON.stringify(searchBody({ maxPrice: 1e12 })), 'maxPrice'],
    ['a rating above 5', JSON.stringify(searchBody({ minRating: 6 })), 'minRating'],
    ['maxResults 0', JSON.stringify(searchBody({ maxResults: 0 })), 'maxResults'],
    ['maxResults 101', JSON.stringify(searchBody({ maxResults: 101 })), 'maxResults'],
    ['a fractional maxResults', JSON.stringify(searchBody({ maxResults: 2.5 })), 'maxResults'],
    ['a flag as text', JSON.stringify(searchBody({ prime: 'yes' })), 'prime'],
  ])('refuses %s with a 400 naming the problem', async (_name, raw, message) => {
    const res = await t.request('POST', '/api/admin/curated-deals/fetch', { raw });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toContain(message);
  });

  it.each([
    ['nothing valid', { asins: 'abc, 123, !!!' }, 'No valid ASINs found. Please check your input.'],
    ['empty input', { asins: '' }, 'No valid ASINs found. Please check your input.'],
    [
      'over 100 valid',
      { asins: Array.from({ length: 101 }, (_, i) => `B${String(i).padStart(9, '0')}`).join(',') },
      'Maximum 100 ASINs can be processed at once.',
    ],
    ['a list instead of text', { asins: ['B000000001'] }, 'asins'],
    ['no asins field', {}, 'asins'],
  ])('refuses an ASIN import with %s', async (_name, body, message) => {
    const res = await t.request('POST', '/api/admin/amazon/import-by-asins', { body });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toContain(message);
  });

  it('lists job runs and validates its query', async () => {
    expect((await t.request('GET', '/api/admin/jobs?limit=0')).status).toBe(400);
    const bad = await t.request('GET', '/api/admin/jobs?name=drop%20table');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toContain('name');
    expect(await jobRunsAt(t, '')).toEqual([]);
  });
});

describe('POST /api/admin/fetch-data', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('starts the refresh in the background and refuses a second one while it runs', async () => {
    const memory = createMemoryRetailer();
    const item = retailerItem({ price: 9.5, originalPrice: 19 });
    memory.add(item);
    const hold = gate();
    memory.hooks.getItems = () => hold.opened;
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();
    await t.db.insert(deals).values({ asin: item.asin, title: item.title, priceCents: 1500, originalPriceCents: 1900 });

    const first = await t.request('POST', '/api/admin/fetch-data');
    expect(first.status).toBe(200);
    const started = await readJson<ApiBody<RefreshStarted>>(first);
    expect(started).toEqual({
      data: { started: true, jobRunId: anyNumber() },
      message: 'Deal refresh started. It takes up to a minute.',
    });

    const second = await t.request('POST', '/api/admin/fetch-data');
    expect(second.status).toBe(409);
    expect((await readJson(second)).message).toBe('A deal refresh is already running. Please wait for it to finish.');

    hold.open();
    await t.deps.tasks.idle();
    const runs = await jobRunsAt(t, '?name=deal-refresh');
    expect(runs.map((r) => r.status).sort()).toEqual(['skipped', 'succeeded']);
    const done = runs.find((r) => r.id === started.data.jobRunId);
    expect(done).toMatchObject({
      status: 'succeeded',
      counts: { deals: 1, refreshed: 1 },
      endedAt: anyString(),
    });
    const [row] = await t.db.select().from(deals);
    expect(row.priceCents).toBe(950);
  });
});
