import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/app-deps';
import { openDb } from '../../src/server/db/client';
import type { ClickStats } from '../../src/schemas/clicks';
import { alertPreferences, deals, pushDeliveries, pushSubscriptions } from '../../src/server/db/schema';
import { runPushRound } from '../../src/server/jobs/push';
import { queuePushAlerts } from '../../src/server/services/push-alerts';
import { sendDuePushes } from '../../src/server/services/push-deliveries';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { dealFactory, insertCategories } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const SITE = 'https://deals.example.com';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let fake: FakePushService;
let t: TestApp;
let clock: Date;
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeEach(async () => {
  fake = await startFakePushService();
  // 15:00 UTC: 10 AM in Chicago, daytime everywhere the tests subscribe.
  clock = new Date('2025-06-02T15:00:00Z');
  t = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: fake.origin, SITE_URL: SITE }, now: () => clock });
  await insertCategories(t.db);
  await t.signIn();
});
afterEach(async () => {
  await t.close();
  await fake.close();
});

type Settings = { timeZone?: string; quietHours?: { start: string; end: string } | null };

/** A device subscribes with these rules (no quiet hours unless given). */
async function device(rules: Record<string, unknown>, settings: Settings = {}) {
  const sub = fake.subscription();
  const res = await t.request('POST', '/api/push/subscriptions', {
    body: {
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      preferences: { frequency: 'instant', ...rules, timeZone: 'UTC', quietHours: null, ...settings },
    },
  });
  expect(res.status, res.text).toBe(201);
  tick(SECOND);
  return sub;
}

/** Stores deals and approves them as the operator does; answers their ASINs. */
async function approve(...specs: { title: string; category: string; dealEndsAt?: Date }[]) {
  const asins: string[] = [];
  tick(SECOND);
  // The operator's session may have lapsed while the test moved the clock.
  await t.signIn();
  for (const spec of specs) {
    const [row] = await t.db
      .insert(deals)
      .values(dealFactory({ ...spec, isApproved: false, priceFetchedAt: clock, lastUpdated: clock }))
      .returning();
    expect((await t.request('PUT', `/api/admin/products/${row.id}/approve`)).status).toBe(200);
    asins.push(row.asin);
  }
  tick(SECOND);
  return asins;
}

const round = () => runPushRound(t.deps);

describe('push notifications', () => {
  it('tell each device of the deals its rules match, once, with our link and no price', async () => {
    const [before] = await approve({ title: 'Bottle Warmer, was $40', category: 'baby' });
    const baby = await device({ categories: ['baby'] });
    const toys = await device({ categories: ['toys'] });
    const [wipes] = await approve({ title: 'Gentle Baby Wipes - only $12.99', category: 'baby' });
    await round();

    expect(fake.problems).toEqual([]);
    expect(fake.to(toys.id)).toHaveLength(0);
    // The deal approved before the device subscribed is not told.
    expect(fake.to(baby.id).map((p) => p.payload)).toEqual([
      {
        title: 'New deal in Mama & Baby Essentials',
        body: 'Gentle Baby Wipes - only',
        url: `${SITE}/go/${wipes}?src=push`,
        tag: `deal-${wipes}`,
        icon: `${SITE}/icon-192.png`,
      },
    ]);
    expect(JSON.stringify(fake.received)).not.toContain('$');
    expect(JSON.stringify(fake.received)).not.toContain('amazon');
    expect(before).not.toBe(wipes);

    // Refreshed or approved again: never a second notification of the same deal.
    await t.db.update(deals).set({ lastUpdated: clock }).where(eq(deals.asin, wipes));
    tick(MINUTE);
    await round();
    expect(fake.to(baby.id)).toHaveLength(1);

    // Tapping it counts a click with source push and opens our deal page.
    const tap = await t.request('GET', `/go/${wipes}?src=push`, {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
    });
    expect(tap.status).toBe(302);
    expect(tap.headers.get('location')).toMatch(new RegExp(`^/deal/${wipes}/`));
  });

  it('tell a deal that ends today by its end time', async () => {
    const phone = await device({ categories: ['baby'] });
    await approve({ title: 'Stroller Fan', category: 'baby', dealEndsAt: new Date('2025-06-02T22:00:00Z') });
    await round();
    expect(fake.to(phone.id).map((p) => p.payload.title)).toEqual(['Lightning deal, ends 6 PM ET']);
  });

  it('send three a day and fold the rest into one summary; the next day counts again', async () => {
    const phone = await device({ categories: ['baby'] });
    await approve(...[1, 2, 3, 4, 5].map((n) => ({ title: `Baby Thing ${n}`, category: 'baby' })));
    await round();
    expect(fake.to(phone.id)).toHaveLength(3);
    tick(MINUTE + SECOND);
    await round();
    const got = fake.to(phone.id).map((p) => p.payload);
    expect(got).toHaveLength(4);
    expect(got[3]).toMatchObject({ title: '2 more deals for you', url: `${SITE}/`, tag: 'more-2025-06-02' });

    // Later that day: folded again, its summary waits for the next day.
    await approve({ title: 'Baby Thing 6', category: 'baby' });
    await round();
    tick(2 * MINUTE);
    await round();
    expect(fake.to(phone.id)).toHaveLength(4);

    clock = new Date('2025-06-03T00:00:30Z');
    await round();
    expect(
      fake
        .to(phone.id)
        .slice(4)
        .map((p) => p.payload.title),
    ).toEqual(['1 more deal for you']);
    await approve({ title: 'Baby Thing 7', category: 'baby' });
    await round();
    expect(
      fake
        .to(phone.id)
        .slice(5)
        .map((p) => p.payload.body),
    ).toEqual(['Baby Thing 7']);
  });

  it('hold a notification through quiet hours in the subscriber zone, then send it', async () => {
    clock = new Date('2025-06-03T04:30:00Z'); // 23:30 in Chicago
    const phone = await device(
      { categories: ['baby'] },
      { timeZone: 'America/Chicago', quietHours: { start: '21:00', end: '07:00' } },
    );
    await approve({ title: 'Night Light', category: 'baby' });
    await round();
    expect(fake.to(phone.id)).toHaveLength(0);
    clock = new Date('2025-06-03T11:59:00Z');
    await round();
    expect(fake.to(phone.id)).toHaveLength(0);
    clock = new Date('2025-06-03T12:00:00Z'); // 07:00 in Chicago
    await round();
    expect(fake.to(phone.id).map((p) => p.payload.body)).toEqual(['Night Light']);
  });

  it('batch daily subscribers: a deal approved after the day’s send waits for the next morning', async () => {
    const phone = await device({ categories: ['baby'], frequency: 'daily' });
    await approve({ title: 'First Morning Deal', category: 'baby' });
    await round();
    expect(fake.to(phone.id)).toHaveLength(1);
    await approve({ title: 'Afternoon Deal', category: 'baby' });
    await round();
    expect(fake.to(phone.id)).toHaveLength(1);
    clock = new Date('2025-06-03T14:01:00Z'); // after 10 AM Eastern
    await round();
    expect(fake.to(phone.id).map((p) => p.payload.body)).toEqual(['First Morning Deal', 'Afternoon Deal']);
  });

  it('remove a subscription the push service says is gone (410)', async () => {
    const phone = await device({ categories: ['baby'] });
    const other = await device({ categories: ['baby'] });
    fake.answer(phone.id, { status: 410 });
    await approve({ title: 'Bath Toys', category: 'baby' });
    await round();
    expect(fake.refused).toEqual([{ subscription: phone.id, status: 410 }]);
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((r) => r.endpoint)).toEqual([other.endpoint]);
    expect(await t.db.select().from(alertPreferences)).toHaveLength(1);
    expect(fake.to(other.id)).toHaveLength(1);
  });

  it('retry 429 and 5xx with backoff, no sooner than Retry-After', async () => {
    const phone = await device({ categories: ['baby'] });
    fake.answer(phone.id, { status: 503, headers: { 'retry-after': '120' } }, { status: 429 });
    await approve({ title: 'Crib Sheets', category: 'baby' });
    await round();
    expect(fake.to(phone.id)).toHaveLength(0);
    tick(MINUTE);
    await round();
    expect(fake.refused).toHaveLength(1);
    tick(MINUTE + SECOND);
    await round(); // 429, backoff 60 s
    expect(fake.refused.map((r) => r.status)).toEqual([503, 429]);
    tick(61 * SECOND);
    await round();
    expect(fake.to(phone.id).map((p) => p.payload.body)).toEqual(['Crib Sheets']);
    const [row] = await t.db.select().from(pushDeliveries);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('after a restart mid-send, sends the claimed notification once, when its claim lapses', async () => {
    const phone = await device({ categories: ['baby'] });
    await approve({ title: 'Teething Ring', category: 'baby' });
    // The row is written before sending...
    expect((await queuePushAlerts(t.deps)).queued).toBe(1);
    // ...then a process claims it and dies before marking it (as its claim query leaves it).
    await t.db
      .update(pushDeliveries)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(clock.getTime() + 2 * MINUTE) });
    await sendDuePushes(t.deps);
    expect(fake.to(phone.id)).toHaveLength(0);
    tick(2 * MINUTE);
    await sendDuePushes(t.deps);
    await sendDuePushes(t.deps);
    expect(fake.to(phone.id)).toHaveLength(1);
    const [row] = await t.db.select().from(pushDeliveries);
    expect(row.status).toBe('sent');
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'two processes on one PostgreSQL share the sending and send each notification once',
    async () => {
      const result: unknown = await t.db.execute(sql`select current_schema() as s`);
      const schema = (result as { rows: { s: string }[] }).rows[0].s;
      const second = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema });
      try {
        const other: AppDeps = { ...t.deps, handle: second };
        const phones = [];
        for (let i = 0; i < 40; i++) phones.push(await device({ categories: ['baby'] }));
        await approve({ title: 'Everyone Wants This', category: 'baby' });
        await Promise.all([queuePushAlerts(t.deps), queuePushAlerts(other)]);
        const [a, b] = await Promise.all([sendDuePushes(t.deps), sendDuePushes(other)]);
        expect(a.sent + b.sent).toBe(40);
        expect(fake.received).toHaveLength(40);
        expect(new Set(fake.received.map((r) => r.subscription)).size).toBe(40);
        for (const phone of phones) expect(fake.to(phone.id)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});

describe('Send me a test notification', () => {
  it('reaches the device at once, even in its quiet hours', async () => {
    clock = new Date('2025-06-03T04:30:00Z'); // 23:30 in Chicago
    const sub = fake.subscription();
    const res = await t.request('POST', '/api/push/subscriptions', {
      body: {
        subscription: { endpoint: sub.endpoint, keys: sub.keys },
        preferences: { frequency: 'instant', timeZone: 'America/Chicago' },
      },
    });
    const { token } = (res.json as { data: { token: string } }).data;
    const test = await t.request('POST', '/api/push/test', { body: { token } });
    expect(test.status, test.text).toBe(202);
    await t.deps.tasks.idle();
    expect(fake.to(sub.id).map((p) => p.payload.title)).toEqual(['Notifications are on']);
    expect((await t.request('POST', '/api/push/test', { body: { token: 'nonsense' } })).status).toBe(400);
  });
});

describe('a tapped notification', () => {
  it('counts as a click with source push', async () => {
    const [asin] = await approve({ title: 'Splash Mat', category: 'baby' });
    await t.request('GET', `/go/${asin}?src=push`, { headers: { 'user-agent': 'Mozilla/5.0' } });
    const stats = await readData<ClickStats>(await t.request('GET', '/api/deal-clicks/stats'));
    expect(stats.bySource).toEqual([{ source: 'push', clicks: 1 }]);
  });
});
