import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { EssentialItem } from '../../src/schemas/deal';
import { openDb } from '../../src/server/db/client';
import { deals, jobRuns, priceObservations } from '../../src/server/db/schema';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { launchEssentialsRefresh } from '../../src/server/jobs/essentials-refresh';
import { startScheduler } from '../../src/server/jobs/scheduler';
import { RetailerError } from '../../src/server/retailer/retailer-errors';
import { createMemoryRetailer, gate, retailerItem } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
afterEach(() => t.close());

/** Stores unapproved deals last priced `ageHours` ago. */
async function storeDeals(count: number, ageHours: number) {
  const at = new Date(Date.now() - ageHours * HOUR);
  const rows = Array.from({ length: count }, () =>
    dealFactory({
      title: 'Stored deal',
      priceCents: 5000,
      originalPriceCents: 8000,
      rating: 4.2,
      isApproved: false,
      priceFetchedAt: at,
      lastUpdated: at,
      createdAt: at,
    }),
  );
  return t.db.insert(deals).values(rows).returning();
}

/** The essentials GET /api/essentials/category/{category} lists. */
const essentialsOf = async (category: string) =>
  readData<EssentialItem[]>(await t.request('GET', `/api/essentials/category/${category}`));

const runsOf = (name: string) => t.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(asc(jobRuns.id));

describe('deal refresh job', () => {
  it('updates what the retailer returned, records prices, and removes only old deals it answered for', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    // Refresh asks stalest first, then in ASIN order, 10 per call: three calls for 31 deals.
    const stored = (await storeDeals(31, 30)).sort((a, b) => a.asin.localeCompare(b.asin));
    const [answered, failing, complete] = [stored.slice(0, 10), stored.slice(10, 20), stored.slice(20)];
    const approvedInFailing = failing[0];
    await t.db.update(deals).set({ isApproved: true, category: 'baby' }).where(eq(deals.id, approvedInFailing.id));
    const recentlyPriced = complete[10];
    await t.db
      .update(deals)
      .set({ priceFetchedAt: new Date(Date.now() - HOUR) })
      .where(eq(deals.id, recentlyPriced.id));
    // The retailer no longer has two of the first call's deals, nor the recently priced one.
    const available = [...answered.slice(0, 8), ...failing, ...complete.slice(0, 10)];
    for (const row of available) {
      memory.add(
        retailerItem({
          asin: row.asin,
          price: 7.25,
          originalPrice: 10,
          discountPercentage: 28,
          rating: 4.9,
          reviewCount: 77,
          availability: 'IN_STOCK',
        }),
      );
    }
    memory.hooks.getItems = (_asins, call) => {
      if (call === 2) throw new RetailerError('unavailable', 'Retailer is unavailable, please try again later');
    };

    const launch = await launchDealRefresh(t.deps);
    const result = await launch.finished;
    expect(result.status).toBe('succeeded');
    expect(result.counts).toMatchObject({ deals: 31, refreshed: 18, removed: 2, unreached: 10, observations: 18 });

    const after = new Map((await t.db.select().from(deals)).map((d) => [d.asin, d]));
    expect(after.size).toBe(29);
    for (const gone of answered.slice(8)) expect(after.has(gone.asin)).toBe(false);
    expect(after.get(recentlyPriced.asin)?.priceCents).toBe(5000);
    expect(memory.calls.getItems[1]).toEqual(failing.map((d) => d.asin));
    for (const row of [...answered.slice(0, 8), ...complete.slice(0, 10)]) {
      expect(after.get(row.asin)).toMatchObject({
        priceCents: 725,
        originalPriceCents: 1000,
        discountPercentage: 28,
        rating: 4.9,
        reviewCount: 77,
        availability: 'IN_STOCK',
      });
      expect((after.get(row.asin)?.priceFetchedAt as Date).getTime()).toBeGreaterThan(row.priceFetchedAt.getTime());
    }
    for (const row of failing) {
      expect(after.get(row.asin)).toMatchObject({ priceCents: 5000, priceFetchedAt: row.priceFetchedAt });
    }
    expect(after.get(approvedInFailing.asin)?.isApproved).toBe(true);

    const observations = await t.db.select().from(priceObservations);
    expect(observations).toHaveLength(18);
    expect(observations.every((o) => o.priceCents === 725 && o.basisCents === 1000)).toBe(true);

    const [run] = await runsOf('deal-refresh');
    expect(run).toMatchObject({ status: 'succeeded', counts: result.counts });
    expect(run.endedAt).toBeInstanceOf(Date);
    expect(run.error).toContain('10 deals could not be refreshed');
  });

  it('stops at its deadline when the retailer never answers: keeps what was refreshed, records the rest unreached, and ends', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer, env: { REFRESH_DEADLINE_SECONDS: '2' } });
    const stored = await storeDeals(25, 30);
    const stalest = stored[24];
    await t.db
      .update(deals)
      .set({ priceFetchedAt: new Date(Date.now() - 40 * HOUR) })
      .where(eq(deals.id, stalest.id));
    for (const row of stored) memory.add(retailerItem({ asin: row.asin, price: 7.25 }));
    // The first call answers; the second never does.
    memory.hooks.getItems = (_asins, call) => (call === 1 ? undefined : new Promise<void>(() => {}));

    const result = await (await launchDealRefresh(t.deps)).finished;
    expect(result.status).toBe('succeeded');
    expect(result.counts).toMatchObject({ deals: 25, refreshed: 10, unreached: 15 });
    expect(memory.calls.getItems).toHaveLength(2);
    // The stalest deal went first, in the call that answered.
    expect(memory.calls.getItems[0]).toContain(stalest.asin);
    const [run] = await runsOf('deal-refresh');
    expect(run.status).toBe('succeeded');
    expect(run.error).toBe('15 deals could not be refreshed: the run stopped at its 2 s deadline before reaching them');
    const refreshed = await t.db.select().from(deals).where(eq(deals.priceCents, 725));
    expect(refreshed.map((d) => d.asin).sort()).toEqual([...memory.calls.getItems[0]].sort());

    // The job has ended: the operator can start the next refresh at once.
    await t.signIn();
    expect((await t.request('POST', '/api/admin/fetch-data')).status).toBe(200);
    await t.deps.tasks.idle().catch(() => undefined);
  });

  it('records how many deals it has checked while it runs, for the overlay that follows it', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    const stored = await storeDeals(25, 30);
    for (const row of stored) memory.add(retailerItem({ asin: row.asin }));
    const hold = gate();
    memory.hooks.getItems = (_asins, call) => (call === 2 ? hold.opened : undefined);

    const launch = await launchDealRefresh(t.deps);
    while (memory.calls.getItems.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const [running] = await runsOf('deal-refresh');
    expect(running).toMatchObject({ status: 'running', counts: { deals: 25, checked: 10 } });

    hold.open();
    await launch.finished;
    const [ended] = await runsOf('deal-refresh');
    expect(ended).toMatchObject({ status: 'succeeded', counts: { deals: 25, refreshed: 25 } });
  });

  it("keeps the super deal's end when the retailer names none, and takes the retailer's word for the others", async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    const [superDeal, other] = await storeDeals(2, 1);
    const end = new Date(Date.now() + 3 * HOUR);
    await t.db.update(deals).set({ isSuperDeal: true, dealEndsAt: end }).where(eq(deals.id, superDeal.id));
    await t.db.update(deals).set({ dealEndsAt: end }).where(eq(deals.id, other.id));
    for (const row of [superDeal, other]) memory.add(retailerItem({ asin: row.asin, dealEndsAt: null }));

    expect((await (await launchDealRefresh(t.deps)).finished).counts).toMatchObject({ refreshed: 2 });
    const after = new Map((await t.db.select().from(deals)).map((d) => [d.id, d]));
    expect(after.get(superDeal.id)?.dealEndsAt?.toISOString()).toBe(end.toISOString());
    expect(after.get(other.id)?.dealEndsAt).toBeNull();
  });

  it('changes nothing when the retailer cannot be reached at all, and sends no digest', async () => {
    const memory = createMemoryRetailer();
    memory.hooks.getItems = () => {
      throw new RetailerError(
        'not_eligible',
        'Retailer account not eligible (it needs 10 qualifying sales in 30 days)',
      );
    };
    t = await createTestApp({ retailer: memory.retailer });
    const before = await storeDeals(15, 48);
    const result = await (await launchDealRefresh(t.deps)).finished;
    expect(result).toMatchObject({
      status: 'failed',
      error: 'Retailer account not eligible (it needs 10 qualifying sales in 30 days)',
    });
    expect(memory.calls.getItems).toHaveLength(1);
    const after = await t.db.select().from(deals).orderBy(asc(deals.asin));
    expect(after).toEqual([...before].sort((a, b) => a.asin.localeCompare(b.asin)));
    expect(await runsOf('digest')).toEqual([]);
  });

  it('rolls the whole update back when writing fails halfway', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    const stored = await storeDeals(6, 30);
    for (const row of stored.slice(0, 4)) memory.add(retailerItem({ asin: row.asin, price: 1 }));
    // The last item cannot be stored (a discount that is no number): the transaction fails.
    memory.add(retailerItem({ asin: stored[4].asin, price: 1, discountPercentage: Number.NaN }));
    const result = await (await launchDealRefresh(t.deps)).finished;
    expect(result.status).toBe('failed');
    const after = await t.db
      .select()
      .from(deals)
      .where(
        inArray(
          deals.asin,
          stored.map((d) => d.asin),
        ),
      );
    expect(after).toHaveLength(6);
    expect(after.every((d) => d.priceCents === 5000)).toBe(true);
  });

  it('lets only one run at a time in one process: the second is recorded as skipped', async () => {
    const memory = createMemoryRetailer();
    const hold = gate();
    memory.hooks.getItems = () => hold.opened;
    t = await createTestApp({ retailer: memory.retailer });
    await storeDeals(2, 1);
    const first = await launchDealRefresh(t.deps);
    const second = await launchDealRefresh(t.deps);
    expect(first.status).toBe('started');
    expect(second.status).toBe('skipped');
    hold.open();
    await Promise.all([first.finished, second.finished]);
    expect((await runsOf('deal-refresh')).map((r) => r.status)).toEqual(['succeeded', 'skipped']);
    // The lock is free again afterwards.
    const third = await launchDealRefresh(t.deps);
    expect(third.status).toBe('started');
    await third.finished;
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets only one process run it: a PostgreSQL advisory lock across connections',
    async () => {
      const memory = createMemoryRetailer();
      const hold = gate();
      memory.hooks.getItems = () => hold.opened;
      t = await createTestApp({ retailer: memory.retailer });
      await storeDeals(2, 1);
      const [{ schema }] = (await t.deps.handle.withConnection((q) => q('select current_schema() as schema'))) as {
        schema: string;
      }[];
      // A second "process": its own pool on the same database.
      const otherHandle = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema });
      try {
        const other = { ...t.deps, handle: otherHandle };
        const first = await launchDealRefresh(t.deps);
        const second = await launchDealRefresh(other);
        expect([first.status, second.status]).toEqual(['started', 'skipped']);
        hold.open();
        await first.finished;
        const third = await launchDealRefresh(other);
        expect(third.status).toBe('started');
        await third.finished;
      } finally {
        hold.open();
        await otherHandle.close();
      }
    },
  );
});

describe('essentials job', () => {
  it('keeps the best few deals per category and leaves a category alone when its search fails', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    memory.searches.set(
      'baby wipes',
      [10, 55, 30, 45, 20].map((d) => retailerItem({ title: `Wipes ${d}`, discountPercentage: d })),
    );
    memory.searches.set('batteries', [retailerItem({ title: 'AA pack', discountPercentage: 15 })]);
    memory.hooks.searchItems = (search) => {
      if (search.keywords[0] === 'Batteries')
        throw new RetailerError('unavailable', 'Retailer is unavailable, please try again later');
    };
    const first = await (await launchEssentialsRefresh(t.deps, ['baby_wipes'])).finished;
    expect(first).toMatchObject({ status: 'succeeded', counts: { updated: 1, items: 3 } });
    expect(memory.calls.searchItems[0]).toMatchObject({ keywords: ['Baby Wipes'], dealsOnly: true });

    expect((await essentialsOf('baby_wipes')).map((e) => e.discountPercentage)).toEqual([55, 45, 30]);

    const second = await (await launchEssentialsRefresh(t.deps, ['baby_wipes', 'batteries'])).finished;
    expect(second.counts).toMatchObject({ updated: 1, failed: 1 });
    expect(second.error).toContain('1 of 2 categories failed');
    expect(await essentialsOf('batteries')).toEqual([]);
  });

  it('stops asking when the retailer refuses our credentials, counting every category as failed', async () => {
    const memory = createMemoryRetailer();
    memory.hooks.searchItems = () => {
      throw new RetailerError('auth', 'Retailer rejected our credentials: InvalidClient');
    };
    t = await createTestApp({ retailer: memory.retailer });
    const result = await (await launchEssentialsRefresh(t.deps, ['baby_wipes', 'batteries', 'dish_soap'])).finished;
    expect(memory.calls.searchItems).toHaveLength(1);
    expect(result).toMatchObject({
      status: 'failed',
      counts: { categories: 3, updated: 0, failed: 3 },
      error: '3 of 3 categories failed: Retailer rejected our credentials: InvalidClient',
    });
  });
});

describe('scheduler', () => {
  it('refreshes at start when the last refresh is missing, and stop() waits for the running job', async () => {
    const memory = createMemoryRetailer();
    const hold = gate();
    memory.hooks.getItems = () => hold.opened;
    t = await createTestApp({ retailer: memory.retailer });
    const [row] = await storeDeals(1, 20);
    memory.add(retailerItem({ asin: row.asin, price: 3 }));

    const scheduler = startScheduler(t.deps);
    // Both catch-up jobs have started: the refresh is held at the retailer.
    while (memory.calls.getItems.length === 0 || memory.calls.searchItems.length === 0)
      await new Promise((r) => setTimeout(r, 10));
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    hold.open();
    await stopping;
    expect((await runsOf('deal-refresh')).map((r) => r.status)).toEqual(['succeeded']);
    expect((await runsOf('essentials')).map((r) => r.status)).toEqual(['succeeded']);
    const [after] = await t.db.select().from(deals);
    expect(after.priceCents).toBe(300);
  });

  it('does not refresh at start when the last refresh is recent', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await t.db.insert(jobRuns).values([
      { name: 'deal-refresh', status: 'succeeded', startedAt: new Date(Date.now() - 2 * HOUR), endedAt: new Date() },
      { name: 'essentials', status: 'succeeded', startedAt: new Date(Date.now() - 2 * HOUR), endedAt: new Date() },
      { name: 'asin-import', status: 'running', startedAt: new Date(Date.now() - 3 * HOUR) },
    ]);
    await storeDeals(1, 2);
    const scheduler = startScheduler(t.deps);
    await scheduler.stop();
    expect(memory.calls.getItems).toEqual([]);
    expect(await runsOf('deal-refresh')).toHaveLength(1);
    // A run cut off by an earlier stop is marked as such, not left "running".
    const [cutOff] = await runsOf('asin-import');
    expect(cutOff).toMatchObject({ status: 'failed', error: 'Interrupted: the server stopped during the run' });
  });
});
