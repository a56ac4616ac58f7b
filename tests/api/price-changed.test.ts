import { afterEach, describe, expect, it } from 'vitest';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import type { AdminDeal } from '../../src/schemas/admin';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { insertDeals } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
afterEach(() => t.close());

async function adminList(): Promise<Map<string, AdminDeal>> {
  const data = await readData<{ products: AdminDeal[] }>(await t.request('GET', '/api/admin/products/all?limit=100'));
  return new Map(data.products.map((d) => [d.asin, d]));
}

describe("a deal's price change time ('Updated (24 h)')", () => {
  it('is set by a refresh that finds a new price, and kept by one that finds the same price', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();
    const [cheaper, same] = await insertDeals(t.db, [
      { priceCents: 2999, isApproved: true },
      { priceCents: 1999, isApproved: true },
    ]);
    memory.add(retailerItem({ asin: cheaper.asin, price: 24.99 }));
    memory.add(retailerItem({ asin: same.asin, price: 19.99 }));
    const before = await adminList();
    expect(before.get(cheaper.asin)?.priceChangedAt).toBeNull();

    const started = Date.now();
    await (
      await launchDealRefresh(t.deps)
    ).finished;
    const after = await adminList();
    const changedAt = Date.parse(after.get(cheaper.asin)?.priceChangedAt ?? '');
    expect(changedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(after.get(cheaper.asin)?.price).toBe(24.99);
    // Refreshed (its lastUpdated moved) but not changed.
    expect(after.get(same.asin)?.priceChangedAt).toBeNull();
    expect(Date.parse(after.get(same.asin)?.lastUpdated ?? '')).toBeGreaterThanOrEqual(started - 1000);

    // A second refresh at the same price keeps the time of the change.
    await (
      await launchDealRefresh(t.deps)
    ).finished;
    expect((await adminList()).get(cheaper.asin)?.priceChangedAt).toBe(after.get(cheaper.asin)?.priceChangedAt);
  });

  it('is set when an ASIN import finds a listed deal at a new price', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();
    const [deal] = await insertDeals(t.db, [{ priceCents: 2999 }]);
    memory.add(retailerItem({ asin: deal.asin, price: 21.5 }));
    const res = await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: deal.asin } });
    expect(res.status).toBe(202);
    await t.deps.tasks.idle();
    expect((await adminList()).get(deal.asin)?.priceChangedAt).not.toBeNull();
  });
});
