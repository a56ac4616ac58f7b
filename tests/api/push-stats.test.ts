import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushDailyStats } from '../../src/schemas/push-stats';
import { deals } from '../../src/server/db/schema';
import { runPushRound } from '../../src/server/jobs/push';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { dealFactory, insertCategories } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let fake: FakePushService;
let t: TestApp;
let clock: Date;

beforeEach(async () => {
  fake = await startFakePushService();
  clock = new Date('2025-06-02T15:00:00Z');
  t = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: fake.origin }, now: () => clock });
  await insertCategories(t.db);
  await t.signIn();
});
afterEach(async () => {
  await t.close();
  await fake.close();
});

/** A device subscribes to baby deals; answers its fake-service identity. */
async function subscribe(sub = fake.subscription()) {
  const res = await t.request('POST', '/api/push/subscriptions', {
    body: {
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      preferences: { frequency: 'instant', categories: ['baby'], timeZone: 'UTC', quietHours: null },
    },
  });
  expect(res.status, res.text).toBe(201);
  return sub;
}

/** A baby deal approved by the operator, then a push round; answers its ASIN. */
async function approveAndPush(title: string) {
  clock = new Date(clock.getTime() + 1000);
  await t.signIn();
  const [row] = await t.db
    .insert(deals)
    .values(dealFactory({ title, category: 'baby', isApproved: false, priceFetchedAt: clock, lastUpdated: clock }))
    .returning();
  expect((await t.request('PUT', `/api/admin/products/${row.id}/approve`)).status).toBe(200);
  clock = new Date(clock.getTime() + 1000);
  await runPushRound(t.deps);
  return row.asin;
}

const daily = async (query: string) => t.request('GET', `/api/admin/push/daily?${query}`);

describe('GET /api/admin/push/daily', () => {
  it('counts subscribers at each day’s end, new ones, notifications sent, failed, removed and tapped', async () => {
    // June 2: two phones (one subscribes twice: still one), one deal reaches both, one is tapped.
    const a = await subscribe();
    const b = await subscribe();
    await subscribe(a);
    const wipes = await approveAndPush('Baby Wipes');
    expect(fake.received).toHaveLength(2);
    const tap = await t.request('GET', `/go/${wipes}?src=push`, { headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(tap.status).toBe(302);

    // June 3: a third phone; b's push service says it is gone, c's refuses the message for good.
    clock = new Date('2025-06-03T15:00:00Z');
    const c = await subscribe();
    fake.answer(b.id, { status: 410 });
    fake.answer(c.id, { status: 400 });
    await approveAndPush('Bath Toys');
    expect(fake.to(a.id)).toHaveLength(2);

    // June 4: a turns notifications off.
    clock = new Date('2025-06-04T15:00:00Z');
    const off = await t.request('DELETE', '/api/push/subscriptions', { body: { endpoint: a.endpoint } });
    expect(off.status, off.text).toBe(200);
    await t.signIn();

    const stats = await readData<PushDailyStats>(await daily('startDate=2025-06-01&endDate=2025-06-04'));
    expect(stats.days).toEqual([
      { day: '2025-06-01', subscribers: 0, subscribed: 0, sent: 0, failed: 0, removed: 0, clicks: 0 },
      { day: '2025-06-02', subscribers: 2, subscribed: 2, sent: 2, failed: 0, removed: 0, clicks: 1 },
      { day: '2025-06-03', subscribers: 2, subscribed: 1, sent: 1, failed: 1, removed: 1, clicks: 0 },
      { day: '2025-06-04', subscribers: 1, subscribed: 0, sent: 0, failed: 0, removed: 0, clicks: 0 },
    ]);
    // A period that ends before today still counts its subscribers at its own end.
    const june2 = await readData<PushDailyStats>(await daily('startDate=2025-06-02&endDate=2025-06-02'));
    expect(june2.days).toEqual([stats.days[1]]);
  });

  it('refuses a period that is not one and answers only the operator', async () => {
    const bad = await daily('startDate=2025-06-04&endDate=2025-06-01');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('startDate');
    const notADate = await daily('startDate=yesterday&endDate=2025-06-01');
    expect(notADate.status).toBe(400);
    expect(notADate.text).toContain('startDate must be a date');
    t.cookies.clear();
    expect((await daily('startDate=2025-06-01&endDate=2025-06-04')).status).toBe(401);
  });
});
