import { afterEach, describe, expect, it } from 'vitest';
import type { Deal, PagedDeals } from '../../src/schemas/deal';
import { deals } from '../../src/server/db/schema';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
afterEach(() => t.close());

const adminDeal = async (asin: string) =>
  (await readData<PagedDeals>(await t.request('GET', '/api/admin/products/all?limit=100'))).products.find(
    (d) => d.asin === asin,
  ) as Deal;

describe('the discount at approval', () => {
  it('is kept through price refreshes, so the admin sees the discount fall away since approval', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();
    const [one, bulk] = await t.db
      .insert(deals)
      .values([
        dealFactory({ isApproved: false, priceCents: 1200, originalPriceCents: 2000 }),
        dealFactory({ isApproved: false, priceCents: 1500, originalPriceCents: 2000 }),
      ])
      .returning();
    expect((await adminDeal(one.asin)).approvedDiscountPercentage).toBeNull();

    expect((await t.request('PUT', `/api/admin/products/${one.id}/approve`)).status).toBe(200);
    const bulkRes = await t.request('POST', '/api/admin/products/bulk-approve', { body: { productIds: [bulk.id] } });
    expect(bulkRes.status).toBe(200);
    expect((await adminDeal(one.asin)).approvedDiscountPercentage).toBe(40);
    expect((await adminDeal(bulk.asin)).approvedDiscountPercentage).toBe(25);

    // The retailer's price rises: 5% off now. Approving again does not forget the discount it was approved at.
    memory.add(retailerItem({ asin: one.asin, price: 19, originalPrice: 20, discountPercentage: 5 }));
    memory.add(retailerItem({ asin: bulk.asin, price: 15, originalPrice: 20, discountPercentage: 25 }));
    await (
      await launchDealRefresh(t.deps)
    ).finished;
    await t.request('PUT', `/api/admin/products/${one.id}/approve`);
    expect(await adminDeal(one.asin)).toMatchObject({ discountPercentage: 5, approvedDiscountPercentage: 40 });
    expect(await adminDeal(bulk.asin)).toMatchObject({ discountPercentage: 25, approvedDiscountPercentage: 25 });

    // Unapproved, it is forgotten; approved again, the discount of that moment counts.
    expect((await t.request('PUT', `/api/admin/products/${one.id}/disapprove`)).status).toBe(200);
    expect((await adminDeal(one.asin)).approvedDiscountPercentage).toBeNull();
    await t.request('PUT', `/api/admin/products/${one.id}/approve`);
    expect((await adminDeal(one.asin)).approvedDiscountPercentage).toBe(5);
  });
});
