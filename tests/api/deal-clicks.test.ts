import { afterEach, describe, expect, it } from 'vitest';
import type { ClickStats } from '../../src/schemas/clicks';
import { allClicks, insertAdminDeals } from '../support/admin-factories';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let now = new Date('2026-11-21T12:00:00.000Z');
afterEach(async () => {
  await t?.close();
});

async function setup() {
  now = new Date('2026-11-21T12:00:00.000Z');
  t = await createTestApp({ now: () => now });
  return t;
}

const click = (asin: string, over: Record<string, unknown> = {}) => ({
  asin,
  clickSource: 'deal-card',
  sessionId: 'session-1',
  metadata: { productType: 'trending', category: 'kitchen', price: 19.99, originalPrice: 39.99, position: 2 },
  ...over,
});
const track = (body: unknown) => t.request('POST', '/api/deal-clicks/track', { body });

describe('POST /api/deal-clicks/track', () => {
  it('answers 202 at once and stores the click in the background', async () => {
    await setup();
    const res = await track(
      click('b0abcdef12', {
        metadata: { category: 'baby', productType: 'curated', isPrime: true, userAgent: 'UA', extra: 'dropped' },
      }),
    );
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ data: { accepted: true } });
    const [row] = await allClicks(t.db);
    expect(row).toMatchObject({
      asin: 'B0ABCDEF12',
      clickSource: 'deal-card',
      sessionId: 'session-1',
      category: 'baby',
      productType: 'curated',
      metadata: { category: 'baby', productType: 'curated', isPrime: true, userAgent: 'UA' },
      createdAt: now,
    });
    expect(row.metadata).not.toHaveProperty('extra');
  });

  it('needs no sign-in and accepts an event without metadata', async () => {
    await setup();
    expect((await track({ asin: 'B0ABCDEF12', clickSource: 'super-deal', sessionId: 's' })).status).toBe(202);
    expect(await allClicks(t.db)).toHaveLength(1);
  });

  it('refuses bad events with 400 naming the field and stores nothing', async () => {
    await setup();
    const cases: [string, unknown, string][] = [
      ['a short ASIN', click('B0ABC'), 'asin must be 10 letters or digits'],
      ['SQL in the ASIN', click("B0'; DROP--"), 'asin must be 10 letters or digits'],
      ['no ASIN', { clickSource: 'x', sessionId: 's' }, 'asin is required'],
      [
        'a long clickSource',
        click('B0ABCDEF12', { clickSource: 'x'.repeat(51) }),
        'clickSource must be at most 50 characters',
      ],
      [
        'a long sessionId',
        click('B0ABCDEF12', { sessionId: 's'.repeat(101) }),
        'sessionId must be at most 100 characters',
      ],
      ['metadata as text', click('B0ABCDEF12', { metadata: 'x' }), 'metadata must be an object'],
      ['a negative price', click('B0ABCDEF12', { metadata: { price: -1 } }), 'price must not be negative'],
      [
        'a long search query',
        click('B0ABCDEF12', { metadata: { searchQuery: 'q'.repeat(201) } }),
        'searchQuery must be at most 200 characters',
      ],
      ['isPrime as text', click('B0ABCDEF12', { metadata: { isPrime: 'yes' } }), 'isPrime must be true or false'],
      ['a list', [], 'body: must be an object'],
    ];
    for (const [label, body, message] of cases) {
      const res = await track(body);
      expect(res.status, label).toBe(400);
      expect((await readJson(res)).message, label).toBe(message);
    }
    const malformed = await t.request('POST', '/api/deal-clicks/track', { raw: '{"asin":' });
    expect(malformed.status).toBe(400);
    expect(await allClicks(t.db)).toEqual([]);
  });
});

describe('GET /api/deal-clicks/stats', () => {
  /** Clicks over three days: two deals known to the catalogue, one not. */
  async function clicksOverThreeDays() {
    const [a, b] = await insertAdminDeals(t.db, { title: 'Bottle warmer' }, { title: 'Stroller' });
    const plan: [string, string, string, string, Record<string, unknown>][] = [
      ['2026-11-19T10:00:00Z', a.asin, 's1', 'deal-grid', { category: 'baby', productType: 'trending' }],
      ['2026-11-20T10:00:00Z', a.asin, 's1', 'flash-widget', { category: 'baby', productType: 'trending' }],
      ['2026-11-20T23:59:00Z', a.asin, 's2', 'deal-grid', { category: 'baby', productType: 'trending' }],
      ['2026-11-21T08:00:00Z', b.asin, 's3', 'deal-page', { category: 'kitchen', productType: 'curated' }],
      ['2026-11-21T09:00:00Z', 'ZZZZZZZZZZ', 's3', 'deal-grid', {}],
    ];
    for (const [at, asin, sessionId, clickSource, metadata] of plan) {
      now = new Date(at);
      expect((await track({ asin, clickSource, sessionId, metadata })).status).toBe(202);
    }
    await t.signIn();
    return { a, b };
  }
  const stats = async (q = '') => {
    const res = await t.request('GET', `/api/deal-clicks/stats${q}`);
    expect(res.status, q).toBe(200);
    return readData<ClickStats>(res);
  };

  it('aggregates clicks by deal, category, product type, source and day', async () => {
    await setup();
    const { a, b } = await clicksOverThreeDays();
    expect(await stats()).toEqual({
      totals: { clicks: 5, uniqueSessions: 3 },
      byDeal: [
        { asin: a.asin, title: 'Bottle warmer', clicks: 3 },
        { asin: b.asin, title: 'Stroller', clicks: 1 },
        { asin: 'ZZZZZZZZZZ', title: null, clicks: 1 },
      ],
      byCategory: [
        { category: 'baby', clicks: 3 },
        { category: 'kitchen', clicks: 1 },
        { category: 'uncategorized', clicks: 1 },
      ],
      byProductType: [
        { productType: 'trending', clicks: 3 },
        { productType: 'curated', clicks: 1 },
        { productType: 'unknown', clicks: 1 },
      ],
      bySource: [
        { source: 'deal-grid', clicks: 3 },
        { source: 'deal-page', clicks: 1 },
        { source: 'flash-widget', clicks: 1 },
      ],
      byDay: [
        { day: '2026-11-19', clicks: 1 },
        { day: '2026-11-20', clicks: 2 },
        { day: '2026-11-21', clicks: 2 },
      ],
    });
  });

  it('filters by dates (whole days, inclusive), category and product type, and limits the lists', async () => {
    await setup();
    const { a, b } = await clicksOverThreeDays();
    const day20 = await stats('?startDate=2026-11-20&endDate=2026-11-20');
    expect(day20.totals).toEqual({ clicks: 2, uniqueSessions: 2 });
    expect(day20.byDay).toEqual([{ day: '2026-11-20', clicks: 2 }]);
    const fromMorning = await stats('?startDate=2026-11-21T08:30:00Z');
    expect(fromMorning.byDeal).toEqual([{ asin: 'ZZZZZZZZZZ', title: null, clicks: 1 }]);
    expect((await stats('?category=kitchen')).byDeal).toEqual([{ asin: b.asin, title: 'Stroller', clicks: 1 }]);
    expect((await stats('?productType=trending')).totals.clicks).toBe(3);
    expect((await stats('?category=baby&endDate=2026-11-19')).totals.clicks).toBe(1);
    expect((await stats('?limit=1')).byDeal).toEqual([{ asin: a.asin, title: 'Bottle warmer', clicks: 3 }]);
    expect((await stats('?category=none')).totals).toEqual({ clicks: 0, uniqueSessions: 0 });
    expect((await stats('?category=baby&startDate=2026-11-20')).bySource).toEqual([
      { source: 'deal-grid', clicks: 1 },
      { source: 'flash-widget', clicks: 1 },
    ]);
  });

  it('refuses bad filters with 400 naming the parameter', async () => {
    await setup();
    await t.signIn();
    const cases: [string, RegExp][] = [
      ['startDate=yesterday', /^startDate must be a date/],
      ['startDate=2026-13-01', /^startDate must be a date/],
      ['endDate=2026-11-21T10:00', /^endDate must be a date/],
      ['startDate=2026-11-21&endDate=2026-11-20', /^startDate must be before endDate$/],
      ['limit=0', /^limit must be at least 1$/],
      ['limit=1001', /^limit must be at most 1000$/],
      ['limit=ten', /^limit must be a number$/],
      ['productType=super', /^productType must be one of/],
      [`category=${'c'.repeat(101)}`, /^category must be at most 100 characters$/],
    ];
    for (const [q, message] of cases) {
      const res = await t.request('GET', `/api/deal-clicks/stats?${q}`);
      expect(res.status, q).toBe(400);
      expect((await readJson(res)).message, q).toMatch(message);
    }
  });
});
