import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal, DealStatistics, PagedDeals, SuperDeal } from '../../src/schemas/deal';
import { LISTING_FIRST_SCREEN, STRIP_FIRST_SCREEN } from '../../src/schemas/listing-page';
import { deals } from '../../src/server/db/schema';
import { loadListingPage } from '../../src/server/services/listing-pages';
import { insertCategories, insertDeals } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

// What `/` and `/category/{id}` render into their HTML must be what the API then lists, in
// the same order, so the islands keep the cards already on screen.
let t: TestApp;
const now = new Date();
const load = (id: string) => loadListingPage(t.db, id, now);
const get = async <T>(url: string) => readData<T>(await t.request('GET', url));
const asinsOf = (list: { asin: string }[]) => list.map((d) => d.asin);

beforeAll(async () => {
  t = await createTestApp();
  await insertCategories(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(deals);
  await t.caughtUp();
});

describe('loadListingPage', () => {
  it("gives home's first screen as the first deals of /api/products/all, its size, best sellers and statistics", async () => {
    await insertDeals(t.db, [
      ...Array.from({ length: 12 }, (_, i) => ({ category: 'toys', discountPercentage: 10 + i })),
      { category: 'baby', productType: 'bestSeller' as const, discountPercentage: 70 },
      { category: 'baby', isApproved: false },
    ]);
    await t.caughtUp();
    const page = await load('home');
    const api = await get<PagedDeals>('/api/products/all?page=1&limit=500');
    expect(page?.listing.deals).toHaveLength(LISTING_FIRST_SCREEN);
    expect(asinsOf(page?.listing.deals ?? [])).toEqual(asinsOf(api.products.slice(0, LISTING_FIRST_SCREEN)));
    expect(page?.listing).toMatchObject({ category: 'home', total: 13 });
    expect(page?.category).toEqual({ id: 'home', label: 'Home' });
    expect(asinsOf(page?.bestSellers ?? [])).toEqual(asinsOf(await get<Deal[]>('/api/products/best-sellers')));
    expect(page?.statistics).toEqual((await get<DealStatistics>('/api/products/statistics')).overall);
  });

  it("gives a category's first screen as the first deals of its API list, without best sellers", async () => {
    await insertDeals(t.db, [
      ...Array.from({ length: 10 }, (_, i) => ({ category: 'toys', discountPercentage: 20 + i })),
      { category: 'kitchen' },
    ]);
    await t.caughtUp();
    const page = await load('toys');
    const api = await get<Deal[]>('/api/products/category/toys');
    expect(asinsOf(page?.listing.deals ?? [])).toEqual(asinsOf(api.slice(0, LISTING_FIRST_SCREEN)));
    expect(page).toMatchObject({
      listing: { category: 'toys', total: 10 },
      category: { id: 'toys', label: 'Toys & Learning' },
      bestSellers: null,
    });
    expect(page?.listing.categories.map((c) => c.id)).toContain('toys');
  });

  it("holds only the strip's first best sellers, the first of the API's list", async () => {
    await insertDeals(
      t.db,
      Array.from({ length: STRIP_FIRST_SCREEN + 3 }, (_, i) => ({
        productType: 'bestSeller' as const,
        discountPercentage: 10 + i,
      })),
    );
    await t.caughtUp();
    const api = await get<Deal[]>('/api/products/best-sellers');
    expect(api).toHaveLength(STRIP_FIRST_SCREEN + 3);
    const page = await load('home');
    expect(asinsOf(page?.bestSellers ?? [])).toEqual(asinsOf(api.slice(0, STRIP_FIRST_SCREEN)));
  });

  it('names the trending listing, which lists TikTok trends too', async () => {
    await insertDeals(t.db, [{ productType: 'trending' }, { isTiktokTrend: true }, {}]);
    await t.caughtUp();
    expect(await load('trending')).toMatchObject({
      category: { id: 'trending', label: 'Trending' },
      listing: { total: 2 },
    });
  });

  it("carries today's super deal as the API answers it, on home and on a category, and null without one", async () => {
    await insertDeals(t.db, [{ category: 'toys' }, { category: 'baby', isSuperDeal: true }]);
    await t.caughtUp();
    const api = await get<SuperDeal | null>('/api/products/super-deal');
    expect(api?.asin).toBeTruthy();
    expect((await load('home'))?.superDeal).toEqual(api);
    expect((await load('toys'))?.superDeal).toEqual(api);
    await t.db.update(deals).set({ isSuperDeal: false });
    await t.caughtUp();
    expect((await load('home'))?.superDeal).toBeNull();
  });

  it('has no page for a category we do not have', async () => {
    expect(await load('garden')).toBeNull();
    expect(await load('')).toBeNull();
  });
});
