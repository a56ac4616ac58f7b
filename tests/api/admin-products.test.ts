import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkResultSchema } from '../../src/schemas/admin';
import type { Deal, PagedDeals } from '../../src/schemas/deal';
import { clickEvents, deals } from '../../src/server/db/schema';
import { unmarkEndedSuperDeals } from '../../src/server/services/admin-deals';
import { insertAdminDeals, insertCategories, newAsin, snapshotDeals } from '../support/admin-factories';
import type { ApiBody } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date('2026-11-21T15:00:00.000Z');
const EARLIER = new Date('2026-11-20T08:00:00.000Z');

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A signed-in admin over a fresh database with two categories. */
async function setup() {
  t = await createTestApp({ now: () => NOW });
  await t.signIn();
  await insertCategories(t.db);
  return t;
}

/** An answer's body, read as the API's envelope (tests/api/contract.test.ts checks the shapes). */
const body = (res: { json: unknown }) => res.json as ApiBody;
const paged = (res: { json: unknown }) => res.json as ApiBody<PagedDeals>;
const dealOf = (res: { json: unknown }) => res.json as ApiBody<Deal>;
const get = (url: string) => t.request('GET', url);
const put = (url: string, body?: unknown) => t.request('PUT', url, body === undefined ? {} : { body });
const post = (url: string, body?: unknown) => t.request('POST', url, body === undefined ? {} : { body });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const row = async (id: string) => (await t.db.select().from(deals).where(eq(deals.id, id)))[0];

/** Runs a refused call and checks it changed nothing. */
async function refused(
  call: () => ReturnType<TestApp['request']>,
  status: number,
  message: RegExp | string,
  label = '',
) {
  const before = await snapshotDeals(t.db);
  const res = await call();
  expect(res.status, label).toBe(status);
  if (typeof message === 'string') expect(body(res).message, label).toBe(message);
  else expect(body(res).message, label).toMatch(message);
  expect(await snapshotDeals(t.db), label).toEqual(before);
}

describe('GET /api/admin/products/unapproved', () => {
  it('pages the unapproved, unexpired deals with defaults 1 and 50', async () => {
    await setup();
    const [pending] = await insertAdminDeals(t.db, {}, { isApproved: true }, { isExpired: true });
    const res = await get('/api/admin/products/unapproved');
    expect(res.status).toBe(200);
    expect(body(res).data).toMatchObject({ page: 1, limit: 50, total: 1, totalPages: 1 });
    expect(paged(res).data.products.map((p: { _id: string }) => p._id)).toEqual([pending.id]);
  });

  it('refuses bad paging with 400 naming the parameter', async () => {
    await setup();
    for (const q of ['page=0', 'page=abc', 'limit=-5', 'limit=1001', 'limit=2.5']) {
      const res = await get(`/api/admin/products/unapproved?${q}`);
      expect(res.status, q).toBe(400);
      expect(body(res).message, q).toMatch(q.split('=')[0]);
    }
  });
});

describe('GET /api/admin/products/all', () => {
  it('lists every deal, approved or not and expired too, most recently updated first', async () => {
    await setup();
    const made = await insertAdminDeals(
      t.db,
      { lastUpdated: new Date('2026-11-19T00:00:00Z') },
      { isApproved: true, lastUpdated: new Date('2026-11-21T00:00:00Z') },
      { isExpired: true, lastUpdated: new Date('2026-11-20T00:00:00Z') },
    );
    const res = await get('/api/admin/products/all');
    expect(body(res).data).toMatchObject({ page: 1, limit: 1000, total: 3, totalPages: 1 });
    expect(paged(res).data.products.map((p: { _id: string }) => p._id)).toEqual([made[1].id, made[2].id, made[0].id]);
  });

  it("carries each deal's clicks of the last 7 days, counted by ASIN, with the list", async () => {
    await setup();
    const [busy, quiet, other] = await insertAdminDeals(
      t.db,
      { lastUpdated: new Date('2026-11-21T00:00:00Z') },
      { lastUpdated: new Date('2026-11-20T00:00:00Z') },
      { lastUpdated: new Date('2026-11-19T00:00:00Z') },
    );
    const day = 24 * 60 * 60 * 1000;
    const clickAt = (asin: string, msAgo: number) => ({
      asin,
      clickSource: 'deal-grid',
      sessionId: 's',
      createdAt: new Date(NOW.getTime() - msAgo),
    });
    await t.db.insert(clickEvents).values([
      clickAt(busy.asin, 1000),
      clickAt(busy.asin, 6 * day),
      clickAt(busy.asin, 7 * day - 1000),
      // Older than 7 days: not counted.
      clickAt(busy.asin, 7 * day + 1000),
      clickAt(busy.asin, 30 * day),
      clickAt(other.asin, 2 * day),
      // A click on an ASIN we no longer list adds no row.
      clickAt('B0GONE0000', day),
    ]);
    const res = await get('/api/admin/products/all');
    const products = (res.json as ApiBody<{ products: (Deal & { clicks7d: number })[] }>).data.products;
    expect(products.map((p) => [p._id, p.clicks7d])).toEqual([
      [busy.id, 3],
      [quiet.id, 0],
      [other.id, 1],
    ]);
    expect(body(res).data).toMatchObject({ total: 3 });
  });

  it('pages with page and limit', async () => {
    await setup();
    await insertAdminDeals(t.db, {}, {}, {});
    const res = await get('/api/admin/products/all?page=2&limit=2');
    expect(body(res).data).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(paged(res).data.products).toHaveLength(1);
  });

  it('refuses a limit over 1000', async () => {
    await setup();
    const res = await get('/api/admin/products/all?limit=1001');
    expect(res.status).toBe(400);
    expect(body(res).message).toBe('limit must be at most 1000');
  });
});

describe('PUT /api/admin/products/{id}/approve and /disapprove', () => {
  it('approves and unapproves a deal, answering the updated deal', async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, { lastUpdated: EARLIER });
    const approved = await put(`/api/admin/products/${deal.id}/approve`);
    expect(approved.status).toBe(200);
    expect(body(approved).data).toMatchObject({
      _id: deal.id,
      isApproved: true,
      lastUpdated: NOW.toISOString(),
      price: 19.99,
    });
    expect((await row(deal.id)).isApproved).toBe(true);
    const unapproved = await put(`/api/admin/products/${deal.id}/disapprove`);
    expect(body(unapproved).data).toMatchObject({ isApproved: false });
    expect((await row(deal.id)).isApproved).toBe(false);
  });

  it("refuses to approve a deal without a category: 409 'Assign a category first'", async () => {
    await setup();
    for (const category of ['uncategorized', '']) {
      const [deal] = await insertAdminDeals(t.db, { category, categoryLabel: '' });
      await refused(() => put(`/api/admin/products/${deal.id}/approve`), 409, 'Assign a category first', category);
    }
  });

  it('answers 400 for a non-uuid id and 404 for an unknown one, on every single-deal action', async () => {
    await setup();
    await insertAdminDeals(t.db, {});
    for (const action of ['approve', 'disapprove', 'mark-super-deal', 'unmark-super-deal']) {
      await refused(() => put(`/api/admin/products/not-a-uuid/${action}`), 400, 'Invalid deal id', action);
      await refused(() => put(`/api/admin/products/1%27%20OR%201%3D1/${action}`), 400, 'Invalid deal id', action);
      await refused(() => put(`/api/admin/products/${crypto.randomUUID()}/${action}`), 404, 'Deal not found', action);
    }
  });
});

describe('POST /api/admin/products/bulk-approve and bulk-disapprove', () => {
  it('approves the categorised deals, skips the uncategorised and ignores unknown ids', async () => {
    await setup();
    const made = await insertAdminDeals(t.db, {}, {}, { category: 'uncategorized' }, {});
    const ids = [made[0].id, made[1].id, made[2].id, crypto.randomUUID()];
    const res = await post('/api/admin/products/bulk-approve', { productIds: ids });
    expect(res.status).toBe(200);
    expect(bulkResultSchema.strict().parse(body(res).data)).toEqual({
      count: 2,
      skipped: 1,
      skippedIds: [made[2].id],
    });
    expect(body(res).message).toBe('2 deals approved; 1 skipped: assign a category first');
    const rows = await Promise.all(made.map((m) => row(m.id)));
    expect(rows.map((r) => r.isApproved)).toEqual([true, true, false, false]);
    expect(rows[0].lastUpdated).toEqual(NOW);
  });

  it('unapproves the listed deals and reports the count', async () => {
    await setup();
    const made = await insertAdminDeals(t.db, { isApproved: true }, { isApproved: true }, { isApproved: true });
    const res = await post('/api/admin/products/bulk-disapprove', { productIds: [made[0].id, made[2].id, made[0].id] });
    expect(bulkResultSchema.strict().parse(body(res).data)).toEqual({ count: 2 });
    expect(body(res).message).toBe('2 deals unapproved');
    expect((await Promise.all(made.map((m) => row(m.id)))).map((r) => r.isApproved)).toEqual([false, true, false]);
  });

  const tooMany = Array.from({ length: 1001 }, () => crypto.randomUUID());
  const badBodies: [string, unknown, string][] = [
    ['an empty list', { productIds: [] }, 'productIds must hold at least 1 id'],
    ['1001 ids', { productIds: tooMany }, 'productIds must hold at most 1000 ids'],
    ['a non-uuid id', { productIds: ['abc'] }, 'productIds.0: Invalid deal id'],
    ['a list of numbers', { productIds: [1, 2] }, 'productIds.0: Invalid deal id'],
    ['no list', { productIds: 'all' }, 'productIds must be a list of deal ids'],
    ['no field', {}, 'productIds must be a list of deal ids'],
  ];
  it('refuses bad bodies with 400 naming the problem and changes nothing', async () => {
    await setup();
    await insertAdminDeals(t.db, {}, { isApproved: true });
    for (const [label, body, message] of badBodies) {
      await refused(() => post('/api/admin/products/bulk-approve', body), 400, message, label);
      await refused(() => post('/api/admin/products/bulk-disapprove', body), 400, message, label);
    }
    const raw = '{"productIds": [';
    await refused(
      () => t.request('POST', '/api/admin/products/bulk-approve', { raw }),
      400,
      'Request body is not valid JSON',
    );
  });
});

describe('super deal', () => {
  it('keeps exactly one super deal when two are marked in a row, and none after unmarking', async () => {
    await setup();
    const [a, b, c] = await insertAdminDeals(t.db, {}, {}, {});
    expect(body(await put(`/api/admin/products/${a.id}/mark-super-deal`)).data).toMatchObject({
      _id: a.id,
      isSuperDeal: true,
    });
    const second = await put(`/api/admin/products/${b.id}/mark-super-deal`);
    expect(body(second).data).toMatchObject({ _id: b.id, isSuperDeal: true });
    const supers = async () => (await t.db.select().from(deals).where(eq(deals.isSuperDeal, true))).map((d) => d.id);
    expect(await supers()).toEqual([b.id]);
    expect((await put(`/api/admin/products/${b.id}/mark-super-deal`)).status).toBe(200);
    expect(await supers()).toEqual([b.id]);
    const removed = await put(`/api/admin/products/${b.id}/unmark-super-deal`);
    expect(body(removed).data).toMatchObject({ isSuperDeal: false, lastUpdated: NOW.toISOString() });
    expect(await supers()).toEqual([]);
    expect((await row(c.id)).isSuperDeal).toBe(false);
  });
});

describe('super deal end times', () => {
  const HOUR = 60 * 60 * 1000;

  it('gives a super deal without an end a real one 4 hours on, which marking again never restarts, and it ends by itself', async () => {
    let clock = NOW;
    t = await createTestApp({ now: () => clock });
    await t.signIn();
    const [deal, own] = await insertAdminDeals(t.db, { isApproved: true }, { isApproved: true });
    const fourHoursOn = new Date(NOW.getTime() + 4 * HOUR).toISOString();

    expect(dealOf(await put(`/api/admin/products/${deal.id}/mark-super-deal`)).data.dealEndsAt).toBe(fourHoursOn);
    // Marked again 10 minutes later (within the access token's life): the same end, no restart.
    clock = new Date(NOW.getTime() + 10 * 60 * 1000);
    expect(dealOf(await put(`/api/admin/products/${deal.id}/mark-super-deal`)).data.dealEndsAt).toBe(fourHoursOn);
    expect((await row(deal.id)).dealEndsAt?.toISOString()).toBe(fourHoursOn);

    // The scheduler's minute tick: nothing before the end, the flag gone after it.
    expect(await unmarkEndedSuperDeals(t.db, new Date(NOW.getTime() + 4 * HOUR - 1000))).toBe(0);
    expect(await unmarkEndedSuperDeals(t.db, new Date(NOW.getTime() + 4 * HOUR))).toBe(1);
    expect((await row(deal.id)).isSuperDeal).toBe(false);

    // A deal with an end of its own keeps it.
    const ownEnd = new Date(NOW.getTime() + 30 * HOUR);
    await t.db.update(deals).set({ dealEndsAt: ownEnd }).where(eq(deals.id, own.id));
    expect(dealOf(await put(`/api/admin/products/${own.id}/mark-super-deal`)).data.dealEndsAt).toBe(
      ownEnd.toISOString(),
    );
  });
});

describe('PUT /api/admin/products/{id}/update-type', () => {
  it('changes the product type', async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, {});
    const res = await put(`/api/admin/products/${deal.id}/update-type`, { productType: 'bestSeller' });
    expect(body(res).data).toMatchObject({ productType: 'bestSeller', lastUpdated: NOW.toISOString() });
    expect((await row(deal.id)).productType).toBe('bestSeller');
  });

  it('refuses an unknown or missing product type with 400, and an unknown deal with 404', async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, {});
    const message = 'productType must be one of regular, curated, bestSeller, trending';
    for (const body of [{ productType: 'super-deal' }, { productType: 3 }, {}]) {
      await refused(() => put(`/api/admin/products/${deal.id}/update-type`, body), 400, message, JSON.stringify(body));
    }
    await refused(
      () => put(`/api/admin/products/${crypto.randomUUID()}/update-type`, { productType: 'curated' }),
      404,
      'Deal not found',
    );
  });
});

describe('POST /api/admin/products/update-precedence', () => {
  it('stores positions in one go and counts unknown ASINs', async () => {
    await setup();
    const [a, b, c] = await insertAdminDeals(t.db, { productType: 'trending' }, { productType: 'trending' }, {});
    const res = await post('/api/admin/products/update-precedence', {
      products: [
        { asin: b.asin, takesPrecedence: true, precedenceOrder: 1 },
        { asin: a.asin.toLowerCase(), takesPrecedence: true, precedenceOrder: 2 },
        { asin: newAsin(), takesPrecedence: true, precedenceOrder: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(body(res).data).toEqual({ updatedCount: 2, notFoundCount: 1 });
    expect(await row(b.id)).toMatchObject({ takesPrecedence: true, precedenceOrder: 1, lastUpdated: NOW });
    expect(await row(a.id)).toMatchObject({ takesPrecedence: true, precedenceOrder: 2 });
    expect(await row(c.id)).toMatchObject({ takesPrecedence: false, precedenceOrder: 0 });
  });

  const item = (over: object) => ({ asin: 'B000000001', takesPrecedence: true, precedenceOrder: 1, ...over });
  const badItems: [string, unknown[], string][] = [
    ['a negative position', [item({ precedenceOrder: -1 })], 'precedenceOrder must be at least 1'],
    ['position 0', [item({ precedenceOrder: 0 })], 'precedenceOrder must be at least 1'],
    ['a fractional position', [item({ precedenceOrder: 1.5 })], 'precedenceOrder must be a whole number'],
    ['a position given as text', [item({ precedenceOrder: '1' })], 'precedenceOrder must be a number'],
    ['a bad ASIN', [item({ asin: "B0'; --" })], 'asin must be 10 letters or digits'],
    ['takesPrecedence as text', [item({ takesPrecedence: 'yes' })], 'takesPrecedence must be true or false'],
    ['an empty list', [], 'products must hold at least 1 item'],
    [
      '1001 items',
      Array.from({ length: 1001 }, (_, i) => item({ precedenceOrder: i + 1 })),
      'products must hold at most 1000 items',
    ],
    [
      'the same ASIN twice',
      [item({}), item({ precedenceOrder: 2 })],
      'products: ASIN B000000001 appears more than once',
    ],
  ];
  it('refuses bad items with 400 naming the problem and changes nothing', async () => {
    await setup();
    await insertAdminDeals(t.db, { asin: 'B000000001' });
    for (const [label, products, message] of badItems) {
      await refused(
        () => post('/api/admin/products/update-precedence', { products }),
        400,
        new RegExp(escape(message)),
        label,
      );
    }
  });

  it('refuses two deals of one list at the same position', async () => {
    await setup();
    const [a, b] = await insertAdminDeals(t.db, { productType: 'curated' }, { productType: 'curated' });
    const products = [a, b].map((d) => ({ asin: d.asin, takesPrecedence: true, precedenceOrder: 1 }));
    await refused(
      () => post('/api/admin/products/update-precedence', { products }),
      400,
      /both have precedenceOrder 1/,
    );
  });
});

describe('GET /api/admin/categories', () => {
  it('lists the categories as {id, label} in their order', async () => {
    await setup();
    const res = await get('/api/admin/categories');
    expect(body(res).data).toEqual([
      { id: 'kitchen', label: 'Home & Kitchen' },
      { id: 'baby', label: 'Mama & Baby Essentials' },
    ]);
  });
});

describe('GET /api/admin/curated-deals', () => {
  it('pages the manually uploaded deals, newest first, with filters', async () => {
    await setup();
    const made = await insertAdminDeals(
      t.db,
      { source: 'manual', createdAt: new Date('2026-11-19T00:00:00Z') },
      {
        source: 'manual',
        isApproved: true,
        category: 'baby',
        productType: 'curated',
        createdAt: new Date('2026-11-20T00:00:00Z'),
      },
      { source: 'feed' },
    );
    const all = await get('/api/admin/curated-deals');
    expect(body(all).data).toMatchObject({ page: 1, limit: 100, total: 2 });
    expect(paged(all).data.products.map((p: { _id: string }) => p._id)).toEqual([made[1].id, made[0].id]);
    const ids = async (q: string) =>
      paged(await get(`/api/admin/curated-deals?${q}`)).data.products.map((p: { _id: string }) => p._id);
    expect(await ids('isApproved=false')).toEqual([made[0].id]);
    expect(await ids('isApproved=true&category=baby&productType=curated')).toEqual([made[1].id]);
    expect(await ids('category=kitchen&productType=curated')).toEqual([]);
    expect(await ids('limit=1000')).toHaveLength(2);
  });

  it('refuses bad filters with 400 naming the parameter', async () => {
    await setup();
    for (const [q, message] of [
      ['isApproved=yes', "isApproved must be 'true' or 'false'"],
      ['productType=unknown', 'productType must be one of regular, curated, bestSeller, trending'],
      [`category=${'x'.repeat(101)}`, 'category must be at most 100 characters'],
      ['limit=1001', 'limit must be at most 1000'],
    ]) {
      const res = await get(`/api/admin/curated-deals?${q}`);
      expect(res.status, q).toBe(400);
      expect(body(res).message, q).toBe(message);
    }
  });
});

describe('PUT /api/admin/curated-deals/{id}', () => {
  it('sets a category with its label from the table, on any deal', async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, { source: 'feed', category: 'uncategorized', categoryLabel: '' });
    const res = await put(`/api/admin/curated-deals/${deal.id}`, { category: 'baby' });
    expect(res.status).toBe(200);
    expect(body(res).data).toMatchObject({
      category: 'baby',
      categoryLabel: 'Mama & Baby Essentials',
      lastUpdated: NOW.toISOString(),
    });
    expect(await row(deal.id)).toMatchObject({ category: 'baby', categoryLabel: 'Mama & Baby Essentials' });
  });

  it("setting 'uncategorized' also unapproves", async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, { source: 'manual', isApproved: true });
    const res = await put(`/api/admin/curated-deals/${deal.id}`, { category: 'uncategorized' });
    expect(body(res).data).toMatchObject({ category: 'uncategorized', categoryLabel: '', isApproved: false });
  });

  it('approves and unapproves, and sets category and approval together', async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, { source: 'manual', category: 'uncategorized' });
    const both = await put(`/api/admin/curated-deals/${deal.id}`, { category: 'kitchen', isApproved: true });
    expect(body(both).data).toMatchObject({ category: 'kitchen', isApproved: true });
    expect(dealOf(await put(`/api/admin/curated-deals/${deal.id}`, { isApproved: false })).data.isApproved).toBe(false);
    expect((await row(deal.id)).isApproved).toBe(false);
  });

  it("refuses approval without a category: 409 'Assign a category first'", async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, { source: 'manual', category: 'uncategorized' });
    await refused(
      () => put(`/api/admin/curated-deals/${deal.id}`, { isApproved: true }),
      409,
      'Assign a category first',
    );
    const [other] = await insertAdminDeals(t.db, { source: 'manual' });
    await refused(
      () => put(`/api/admin/curated-deals/${other.id}`, { category: 'uncategorized', isApproved: true }),
      409,
      'Assign a category first',
    );
  });

  const badUpdates: [string, unknown, string | RegExp][] = [
    ['an unknown category', { category: 'garden' }, 'category: no such category'],
    [
      'SQL and HTML in the category',
      { category: `kitchen'; DROP TABLE deals; --<script>alert(1)</script>` },
      'category: no such category',
    ],
    ['an over-long category', { category: 'k'.repeat(101) }, 'category must be at most 100 characters'],
    ['an empty category', { category: '  ' }, 'category must not be empty'],
    ['a category that is not text', { category: ['kitchen'] }, 'category must be a string'],
    ['isApproved as text', { isApproved: 'true' }, 'isApproved must be true or false'],
    ['an empty body', {}, 'body: must hold category or isApproved'],
    ['an unknown key', { category: 'kitchen', price: 0 }, /price/],
    ['a list', [], 'body: must be an object'],
  ];
  it('refuses bad bodies, ids and unknown deals with a 4xx naming the problem and changes nothing', async () => {
    await setup();
    const [deal] = await insertAdminDeals(t.db, { source: 'manual' });
    for (const [label, body, message] of badUpdates) {
      await refused(() => put(`/api/admin/curated-deals/${deal.id}`, body), 400, message, label);
    }
    await refused(
      () => t.request('PUT', `/api/admin/curated-deals/${deal.id}`, { raw: "{category:'kitchen'}" }),
      400,
      'Request body is not valid JSON',
    );
    await refused(() => put('/api/admin/curated-deals/123', { category: 'kitchen' }), 400, 'Invalid deal id');
    await refused(
      () => put(`/api/admin/curated-deals/${crypto.randomUUID()}`, { category: 'kitchen' }),
      404,
      'Deal not found',
    );
  });
});
