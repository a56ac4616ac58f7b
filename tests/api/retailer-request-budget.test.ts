import { afterEach, describe, expect, it } from 'vitest';
import { retailerRequestBudget } from '../../src/server/db/schema';
import { AmazonCreatorsClient } from '../../src/server/retailer/amazon-creators-client';
import { createRequestBudget } from '../../src/server/retailer/request-budget';
import { clientOptionsFor, startFakeCreatorsApi, type FakeCreatorsApi } from '../support/fake-creators-api';
import { readJson, type ApiBody } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | null = null;
let fake: FakeCreatorsApi | null = null;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = null;
  fake = null;
});

/** A budget whose sleeps are recorded instead of slept. */
function recordingBudget(app: TestApp, dailyQuota = 100) {
  const waits: number[] = [];
  const budget = createRequestBudget(app.db, {
    account: 'account-1',
    intervalMs: 1000,
    dailyQuota,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { budget, waits };
}

describe('the retailer request budget, shared through the database', () => {
  it('spaces the requests of several processes together, one slot after another', async () => {
    t = await createTestApp();
    // Two budgets over one database: what two server processes have.
    const first = recordingBudget(t);
    const second = recordingBudget(t);
    await first.budget.wait();
    await second.budget.wait();
    await first.budget.wait();
    await second.budget.wait();
    // Each booking comes a second after the one before, whoever booked it (no sleep really
    // happened; the time the bookings themselves took comes off each wait).
    const waits = [...first.waits, ...second.waits].sort((a, b) => a - b);
    expect(waits).toHaveLength(3);
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThan((i + 1) * 1000 - 700);
      expect(ms).toBeLessThanOrEqual((i + 1) * 1000);
    });
  });

  it('refuses requests once the UTC day quota is spent, and allows them again the next day', async () => {
    t = await createTestApp();
    const { budget } = recordingBudget(t, 2);
    await budget.wait();
    await budget.wait();
    await expect(budget.wait()).rejects.toThrow(
      "The retailer's daily quota of 2 requests is spent; retailer work can resume after midnight UTC.",
    );
    await t.db.update(retailerRequestBudget).set({ day: '2000-01-01' });
    await expect(budget.wait()).resolves.toBeUndefined();
  });

  it('shows the operator why a search is refused when the quota is spent, without calling the retailer', async () => {
    fake = await startFakeCreatorsApi();
    t = await createTestApp();
    const spacer = createRequestBudget(t.db, { account: fake.credentialId, intervalMs: 0, dailyQuota: 1 });
    t.deps.retailer = new AmazonCreatorsClient({ ...clientOptionsFor(fake), spacer });
    await t.signIn();
    const search = { keywords: ['stroller'], maxResults: 5 };
    expect((await t.request('POST', '/api/admin/curated-deals/fetch', { body: search })).status).toBe(200);
    const refused = await t.request('POST', '/api/admin/curated-deals/fetch', { body: search });
    expect(refused.status).toBe(502);
    expect((await readJson<ApiBody<unknown>>(refused)).message).toBe(
      "The retailer's daily quota of 1 requests is spent; retailer work can resume after midnight UTC.",
    );
    expect(fake.callsTo('searchItems')).toHaveLength(1);
  });
});
