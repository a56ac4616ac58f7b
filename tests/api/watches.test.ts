import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WatchView } from '../../src/schemas/watches';
import { newsletterSubscribers, priceObservations, watchedProducts, watches } from '../../src/server/db/schema';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { insertCategories, insertDeals, nextAsin } from '../support/factories';
import { readData, readJson } from '../support/http';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { subscribedDevice } from '../support/push-device';
import { createTestApp, type TestApp } from '../support/test-app';

const SITE = 'https://deals.example.com';
const DAY = 24 * 60 * 60 * 1000;

let fake: FakePushService;
let sink: SmtpSink;
let memory: ReturnType<typeof createMemoryRetailer>;
let t: TestApp;

beforeEach(async () => {
  fake = await startFakePushService();
  sink = await startSmtpSink();
  memory = createMemoryRetailer();
  t = await createTestApp({
    retailer: memory.retailer,
    env: { PUSH_ALLOWED_ORIGINS: fake.origin, SITE_URL: SITE, SMTP_URL: sink.url },
  });
  await insertCategories(t.db);
});
afterEach(async () => {
  await t.close();
  await fake.close();
  await sink.close();
});

const device = () => subscribedDevice(t, fake);

async function watch(body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/watches', { body });
  expect(res.status, res.text).toBe(201);
  return readData<{ id: string; token: string }>(res);
}

/** A deal listed at this price, and the retailer's item for it. */
async function listedDeal(priceCents: number, title = 'Soft Baby Blanket, 2 pack') {
  const [deal] = await insertDeals(t.db, [{ priceCents, originalPriceCents: 4999, title }]);
  return deal.asin;
}

/** The retailer now says this; a deal refresh runs, and whatever it queued is sent. */
async function refresh(asin: string, price: number, availability = 'IN_STOCK') {
  memory.add(retailerItem({ asin, price, availability, title: 'Soft Baby Blanket, 2 pack' }));
  const run = await (await launchDealRefresh(t.deps)).finished;
  expect(run.status, JSON.stringify(run)).toBe('succeeded');
  await t.deps.tasks.idle();
}

const pushesTo = (sub: { id: string }) => fake.to(sub.id).map((p) => p.payload);

describe('watches by push', () => {
  it('tell a device of a price drop once per price, with our link and no price, and keep watching', async () => {
    const asin = await listedDeal(2999);
    const phone = await device();
    const created = await watch({ asin, rule: 'drop', pushEndpoint: phone.endpoint });

    const listed = await readData<WatchView[]>(
      await t.request('GET', `/api/watches?token=${encodeURIComponent(created.token)}`),
    );
    expect(listed).toMatchObject([{ id: created.id, asin, rule: 'drop', price: 29.99, state: 'live', active: true }]);

    await refresh(asin, 24.99);
    expect(pushesTo(phone)).toEqual([
      expect.objectContaining({
        title: 'Price drop on a product you watch',
        body: 'Soft Baby Blanket, 2 pack',
        url: `${SITE}/go/${asin}?src=push`,
      }),
    ]);
    expect(JSON.stringify(pushesTo(phone))).not.toContain('$');

    // The same price again, a rise, then the same low price again: nothing new to tell.
    await refresh(asin, 24.99);
    await refresh(asin, 27.5);
    await refresh(asin, 24.99);
    expect(pushesTo(phone)).toHaveLength(1);
    // A new drop is told: the watch kept watching.
    await refresh(asin, 21);
    expect(pushesTo(phone)).toHaveLength(2);
    expect(fake.problems).toEqual([]);

    const after = await readData<WatchView[]>(
      await t.request('GET', `/api/watches?token=${encodeURIComponent(created.token)}`),
    );
    expect(after[0]).toMatchObject({ price: 21, state: 'live' });
    expect(after[0].lastFiredAt).not.toBeNull();
  });

  it("are judged after a visitor's re-check ('Price changed?') too", async () => {
    const asin = await listedDeal(2999);
    const phone = await device();
    await watch({ asin, rule: 'drop', pushEndpoint: phone.endpoint });
    memory.add(retailerItem({ asin, price: 26, title: 'Soft Baby Blanket, 2 pack' }));
    const res = await t.request('POST', `/api/deals/${asin}/price-report`);
    expect(res.status, res.text).toBe(200);
    await t.deps.tasks.idle();
    expect(pushesTo(phone).map((p) => p.title)).toEqual(['Price drop on a product you watch']);
  });

  it('tell when a target price is crossed, and not again while the price stays below it', async () => {
    const asin = await listedDeal(2500);
    const phone = await device();
    await watch({ asin, rule: 'below', targetPrice: 20, pushEndpoint: phone.endpoint });

    await refresh(asin, 22);
    expect(pushesTo(phone)).toHaveLength(0);
    await refresh(asin, 19.5);
    expect(pushesTo(phone).map((p) => p.title)).toEqual(['Below your price: a product you watch']);
    await refresh(asin, 18);
    expect(pushesTo(phone)).toHaveLength(1);
    // Above, then below again at a new price: crossed again.
    await refresh(asin, 25);
    await refresh(asin, 19);
    expect(pushesTo(phone)).toHaveLength(2);
  });

  it("tell a new low: at or below the lowest price we've seen, not a mere drop", async () => {
    const asin = await listedDeal(2500);
    const phone = await device();
    await t.db
      .insert(priceObservations)
      .values({ asin, priceCents: 1800, observedAt: new Date(Date.now() - 10 * DAY) });
    await watch({ asin, rule: 'lowest', pushEndpoint: phone.endpoint });

    await refresh(asin, 20);
    expect(pushesTo(phone)).toHaveLength(0);
    await refresh(asin, 17.5);
    expect(pushesTo(phone).map((p) => p.title)).toEqual(["Lowest price we've seen on a product you watch"]);
  });

  it('tell when an out-of-stock product is back, once per return', async () => {
    const asin = await listedDeal(2500);
    const phone = await device();
    await watch({ asin, rule: 'in-stock', pushEndpoint: phone.endpoint });

    await refresh(asin, 25, 'OUT_OF_STOCK');
    const list = await readData<WatchView[]>(
      await t.request(
        'GET',
        `/api/watches?token=${encodeURIComponent((await watch({ asin, rule: 'in-stock', pushEndpoint: phone.endpoint })).token)}`,
      ),
    );
    expect(list).toMatchObject([{ state: 'out-of-stock' }]);
    expect(pushesTo(phone)).toHaveLength(0);
    await refresh(asin, 25);
    expect(pushesTo(phone).map((p) => p.title)).toEqual(['Back in stock: a product you watch']);
    await refresh(asin, 24);
    expect(pushesTo(phone)).toHaveLength(1);
    await refresh(asin, 24, 'OUT_OF_STOCK');
    await refresh(asin, 24);
    expect(pushesTo(phone)).toHaveLength(2);
  });

  it('keeps a watched product that is no deal fresh through the refresh, and tells its drop', async () => {
    const asin = nextAsin();
    const phone = await device();
    const { token } = await watch({ asin, rule: 'drop', pushEndpoint: phone.endpoint });
    expect(
      await readData<WatchView[]>(await t.request('GET', `/api/watches?token=${encodeURIComponent(token)}`)),
    ).toMatchObject([{ asin, price: null, state: 'unchecked' }]);

    await refresh(asin, 40);
    expect(memory.calls.getItems.flat()).toContain(asin);
    const [stored] = await t.db.select().from(watchedProducts).where(eq(watchedProducts.asin, asin));
    expect(stored).toMatchObject({ priceCents: 4000, availability: 'IN_STOCK' });
    expect(
      await readData<WatchView[]>(await t.request('GET', `/api/watches?token=${encodeURIComponent(token)}`)),
    ).toMatchObject([{ asin, price: 40, state: 'not-listed' }]);
    expect(pushesTo(phone)).toHaveLength(0);

    await refresh(asin, 35);
    expect(pushesTo(phone)).toHaveLength(1);

    // The operator sees how many watched products one day's refreshes keep fresh (defaults: 60 calls a run).
    await t.signIn();
    expect(await readData(await t.request('GET', '/api/admin/watch-coverage'))).toEqual({ watched: 1, perDay: 600 });
  });

  it('updates the same ASIN and rule instead of adding one, removes by token, and keeps at most 200', async () => {
    const phone = await device();
    const asin = await listedDeal(2500);
    const first = await watch({ asin, rule: 'below', targetPrice: 20, pushEndpoint: phone.endpoint });
    const again = await watch({ asin, rule: 'below', targetPrice: 15, pushEndpoint: phone.endpoint });
    expect(again.id).toBe(first.id);
    const listed = await readData<WatchView[]>(
      await t.request('GET', `/api/watches?token=${encodeURIComponent(first.token)}`),
    );
    expect(listed).toMatchObject([{ id: first.id, targetPrice: 15 }]);

    for (let i = 1; i < 200; i++) await watch({ asin: nextAsin(), rule: 'drop', pushEndpoint: phone.endpoint });
    const full = await t.request('POST', '/api/watches', {
      body: { asin: nextAsin(), rule: 'drop', pushEndpoint: phone.endpoint },
    });
    expect(full.status).toBe(409);
    expect((await readJson(full)).message).toBe(
      'You are watching 200 products, the most we keep. Remove one to watch another.',
    );
    // Changing a kept watch is still allowed.
    await watch({ asin, rule: 'below', targetPrice: 12, pushEndpoint: phone.endpoint });

    const other = await device();
    const otherWatch = await watch({ asin, rule: 'drop', pushEndpoint: other.endpoint });
    const foreign = await t.request('DELETE', `/api/watches/${first.id}?token=${encodeURIComponent(otherWatch.token)}`);
    expect(foreign.status).toBe(404);
    const removed = await t.request('DELETE', `/api/watches/${first.id}?token=${encodeURIComponent(first.token)}`);
    expect(removed.status).toBe(200);
    expect(
      await readData<WatchView[]>(await t.request('GET', `/api/watches?token=${encodeURIComponent(first.token)}`)),
    ).toHaveLength(199);
  });
});

describe('watches by e-mail', () => {
  it('use the double opt-in: nothing fires before the address is confirmed; then a mail without a price', async () => {
    const asin = await listedDeal(2999);
    const first = await t.request('POST', '/api/watches', {
      body: { asin, rule: 'drop', email: ' Anna@Example.com ' },
    });
    expect(first.status, first.text).toBe(201);
    expect((await readJson(first)).message).toBe(
      'Almost done: confirm your address from the e-mail we just sent, then we tell you there.',
    );
    await watch({ asin, rule: 'in-stock', email: 'anna@example.com' });
    await t.deps.tasks.idle();
    const [confirmation] = await sink.waitFor(1);
    expect(confirmation.subject).toContain('confirm');
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows).toMatchObject([{ email: 'anna@example.com', status: 'pending' }]);

    // A drop while pending is not told.
    await refresh(asin, 25);
    expect(sink.mails).toHaveLength(1);

    const confirm = signLinkToken(t.deps.authSecret, 'confirm', 'anna@example.com', new Date(Date.now() + DAY));
    expect((await t.request('POST', '/api/essentials/confirm', { body: { token: confirm } })).status).toBe(200);
    await refresh(asin, 22);
    const [, told] = await sink.waitFor(2);
    expect(told.to).toEqual(['anna@example.com']);
    expect(told.subject).toBe('Price drop on a product you watch: Soft Baby Blanket, 2 pack');
    expect(told.text).toContain(`${SITE}/go/${asin}?src=email`);
    // Every watch of the address, with Remove, on one page reached by its mailed token.
    expect(told.text).toMatch(new RegExp(`Your watches: ${SITE}/watches\\?token=\\S+`));
    expect(told.text).not.toContain('$');
    expect(told.html).not.toContain('$');

    // The browser's token reaches that one watch, not the address's others.
    const mine = await readData<WatchView[]>(
      await t.request(
        'GET',
        `/api/watches?token=${encodeURIComponent((await readData<{ token: string }>(first)).token)}`,
      ),
    );
    expect(mine).toMatchObject([{ rule: 'drop', channel: 'mail', price: 22, active: true }]);
    expect(await t.db.select({ n: count() }).from(newsletterSubscribers)).toEqual([{ n: 1 }]);
  });
});

describe('bad watch input', () => {
  it('is refused with a 400 naming the field; nothing is stored and no other host is asked', async () => {
    const phone = await device();
    const asin = await listedDeal(2500);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ asin: 'B0SHORT', rule: 'drop', pushEndpoint: phone.endpoint }, /^asin must be 10 letters or digits$/],
      [{ asin: 'B0ABC-1234', rule: 'drop', pushEndpoint: phone.endpoint }, /^asin must/],
      [{ asin: 'x'.repeat(10_000), rule: 'drop', pushEndpoint: phone.endpoint }, /^asin must/],
      [{ asin, rule: 'cheaper', pushEndpoint: phone.endpoint }, /^rule must be one of: drop, below, lowest, in-stock$/],
      [{ asin, rule: 'below', pushEndpoint: phone.endpoint }, /^targetPrice is required/],
      [{ asin, rule: 'below', targetPrice: 0, pushEndpoint: phone.endpoint }, /^targetPrice must be/],
      [{ asin, rule: 'below', targetPrice: -5, pushEndpoint: phone.endpoint }, /^targetPrice must be/],
      [{ asin, rule: 'below', targetPrice: 100_000.01, pushEndpoint: phone.endpoint }, /^targetPrice must be/],
      [{ asin, rule: 'below', targetPrice: '12', pushEndpoint: phone.endpoint }, /^targetPrice must be/],
      [{ asin, rule: 'drop' }, /^pushEndpoint or email is required/],
      [{ asin, rule: 'drop', pushEndpoint: phone.endpoint, email: 'a@example.com' }, /^pushEndpoint or email/],
      [{ asin, rule: 'drop', email: 'javascript:alert(1)' }, /^email: Please enter a valid email$|valid email/],
      [
        { asin, rule: 'drop', pushEndpoint: 'https://evil.example.com/push/1' },
        /^pushEndpoint is not a subscription of ours/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/watches', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await readJson(res)).message).toMatch(message);
    }
    for (const token of ['nonsense', 'x'.repeat(1001), signLinkToken('another-secret', 'watch', 'x')]) {
      const res = await t.request('GET', `/api/watches?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect((await readJson(res)).message).toMatch(/token/);
    }
    expect((await t.request('DELETE', '/api/watches/not-a-uuid?token=x')).status).toBe(400);
    expect(await t.db.select({ n: count() }).from(watches)).toEqual([{ n: 0 }]);
    expect(await t.db.select({ n: count() }).from(newsletterSubscribers)).toEqual([{ n: 0 }]);
    expect(memory.calls.getItems).toEqual([]);
    await t.deps.tasks.idle();
    expect(sink.mails).toEqual([]);
    expect(fake.received).toEqual([]);
  });
});
