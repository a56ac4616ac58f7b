import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedDealView } from '../../src/schemas/saved';
import { newsletterSubscribers, savedDeals } from '../../src/server/db/schema';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { insertCategories, insertDeals, nextAsin } from '../support/factories';
import { readData, readJson } from '../support/http';
import { subscribedDevice } from '../support/push-device';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
let fake: FakePushService;
let t: TestApp;

beforeEach(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: fake.origin } });
  await insertCategories(t.db);
});
afterEach(async () => {
  await t.close();
  await fake.close();
});

const device = () => subscribedDevice(t, fake);

const saved = (asin: string, savedAt = new Date(Date.now() - HOUR).toISOString()) => ({
  asin,
  title: `Saved ${asin}`,
  imageUrl: 'https://m.media-amazon.com/images/I/saved.jpg',
  savedAt,
});
const list = async (token: string) =>
  readData<SavedDealView[]>(await t.request('GET', `/api/saved?token=${encodeURIComponent(token)}`));
const add = (token: string, deals: unknown) => t.request('POST', '/api/saved', { body: { token, deals } });
const storedCount = async () => Number((await t.db.select({ n: count() }).from(savedDeals))[0].n);

describe('the saved list on the server', () => {
  it("keeps a device's deals with each one's current price, its age and whether it is still live", async () => {
    const phone = await device();
    const [live, soldOut, ended] = await insertDeals(t.db, [
      { priceCents: 1999, originalPriceCents: 3999 },
      { availability: 'OUT_OF_STOCK' },
      { isExpired: true },
    ]);
    const never = nextAsin();
    const res = await add(phone.token, [
      saved(live.asin, new Date(Date.now() - 1 * HOUR).toISOString()),
      saved(soldOut.asin, new Date(Date.now() - 2 * HOUR).toISOString()),
      saved(ended.asin, new Date(Date.now() - 3 * HOUR).toISOString()),
      saved(never.toLowerCase(), new Date(Date.now() - 4 * HOUR).toISOString()),
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const kept = await list(phone.token);
    expect(kept.map((d) => [d.asin, d.state])).toEqual([
      [live.asin, 'live'],
      [soldOut.asin, 'unavailable'],
      [ended.asin, 'ended'],
      [never, 'ended'],
    ]);
    expect(kept[0].deal).toMatchObject({ price: 19.99, originalPrice: 39.99, title: live.title });
    expect(kept[0].deal?.priceFetchedAt).toBe(live.priceFetchedAt.toISOString());
    expect(kept[1].deal?.availability).toBe('OUT_OF_STOCK');
    expect(kept[2]).toMatchObject({ deal: null, title: `Saved ${ended.asin}` });

    // Another device sees none of it.
    expect(await list((await device()).token)).toEqual([]);
  });

  it('merges as a union: what the server kept and what the browser sends, nothing lost, no repeats', async () => {
    const phone = await device();
    const [a, b, c] = [nextAsin(), nextAsin(), nextAsin()];
    // The demo catalogue's pictures are paths of this site.
    expect((await add(phone.token, [saved(a), { ...saved(b), imageUrl: `/demo-images/${b}.webp` }])).status).toBe(200);
    const merged = await readData<SavedDealView[]>(await add(phone.token, [saved(b), saved(c)]));
    expect(merged.map((d) => d.asin).sort()).toEqual([a, b, c].sort());
    expect(await storedCount()).toBe(3);
  });

  it('removes a deal by its ASIN, and only from its owner', async () => {
    const phone = await device();
    const other = await device();
    const [a, b] = [nextAsin(), nextAsin()];
    await add(phone.token, [saved(a), saved(b)]);
    await add(other.token, [saved(a)]);
    const removed = await t.request('DELETE', `/api/saved/${a}?token=${encodeURIComponent(phone.token)}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await list(phone.token)).map((d) => d.asin)).toEqual([b]);
    expect((await list(other.token)).map((d) => d.asin)).toEqual([a]);
    // Removing it again is no error.
    expect((await t.request('DELETE', `/api/saved/${a}?token=${encodeURIComponent(phone.token)}`)).status).toBe(200);
  });

  it('goes with the device that turns notifications off', async () => {
    const phone = await device();
    await add(phone.token, [saved(nextAsin())]);
    expect((await t.request('DELETE', '/api/push/subscriptions', { body: { endpoint: phone.endpoint } })).status).toBe(
      200,
    );
    expect(await storedCount()).toBe(0);
    const res = await t.request('GET', `/api/saved?token=${encodeURIComponent(phone.token)}`);
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toMatch(/^token: notifications are off on this device/);
  });

  it("keeps a confirmed address's list by its alerts token, never a pending address's", async () => {
    const [anna] = await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'anna@example.com', status: 'confirmed' })
      .returning();
    await t.db.insert(newsletterSubscribers).values({ email: 'bob@example.com', status: 'pending' });
    const tokenOf = (email: string) =>
      signLinkToken(t.deps.authSecret, 'preferences', email, new Date(Date.now() + DAY));
    const asin = nextAsin();
    expect((await add(tokenOf('anna@example.com'), [saved(asin)])).status).toBe(200);
    expect(await list(tokenOf('anna@example.com'))).toMatchObject([{ asin, state: 'ended' }]);
    expect((await t.db.select().from(savedDeals))[0]).toMatchObject({ channel: 'mail', ownerId: anna.id });

    const pending = await add(tokenOf('bob@example.com'), [saved(nextAsin())]);
    expect(pending.status).toBe(400);
    expect((await readJson(pending)).message).toMatch(/^token: this address is not confirmed/);
    // A watch's token (answered to whoever typed the address) does not reach the list.
    const watchToken = signLinkToken(t.deps.authSecret, 'watch', anna.id);
    expect((await t.request('GET', `/api/saved?token=${encodeURIComponent(watchToken)}`)).status).toBe(400);
    expect(await storedCount()).toBe(1);
  });

  it(`keeps at most 200 deals: one more is refused with a clear 400 and nothing is stored`, async () => {
    const phone = await device();
    const first = Array.from({ length: 150 }, () => saved(nextAsin()));
    const second = Array.from({ length: 50 }, () => saved(nextAsin()));
    expect((await add(phone.token, first)).status).toBe(200);
    expect((await add(phone.token, second)).status).toBe(200);
    // Sending kept ones again is no addition.
    expect((await add(phone.token, first.slice(0, 10))).status).toBe(200);
    const full = await add(phone.token, [saved(nextAsin()), saved(first[0].asin)]);
    expect(full.status).toBe(400);
    expect((await readJson(full)).message).toBe(
      'deals: a saved list keeps at most 200 deals. Remove some to save more.',
    );
    const tooMany = await add(
      phone.token,
      Array.from({ length: 201 }, () => saved(nextAsin())),
    );
    expect(tooMany.status).toBe(400);
    expect((await readJson(tooMany)).message).toBe('deals must hold at most 200 deals');
    expect(await storedCount()).toBe(200);
  });
});

describe('bad saved-list input', () => {
  it('is refused with a 400 naming the field; nothing is stored', async () => {
    const phone = await device();
    const asin = nextAsin();
    const cases: [unknown, RegExp][] = [
      [{ token: 'not-a-token', deals: [saved(asin)] }, /^token is not a token of ours/],
      [{ deals: [saved(asin)] }, /^token is required$/],
      [{ token: 'x'.repeat(10_000), deals: [saved(asin)] }, /^token is too long$/],
      [{ token: phone.token, deals: [saved('B0SHORT')] }, /^asin must be 10 letters or digits$/],
      [{ token: phone.token, deals: [saved('B0ABC-1234')] }, /^asin must be 10 letters or digits$/],
      [{ token: phone.token, deals: [saved('x'.repeat(10_000))] }, /^asin must be 10 letters or digits$/],
      [{ token: phone.token, deals: [] }, /^deals must hold at least one deal$/],
      [{ token: phone.token, deals: 'B000000001' }, /^deals must be a list of saved deals$/],
      [{ token: phone.token, deals: [{ ...saved(asin), imageUrl: 'javascript:alert(1)' }] }, /^imageUrl must be/],
      [{ token: phone.token, deals: [{ ...saved(asin), imageUrl: '//evil.example.com/x.jpg' }] }, /^imageUrl must be/],
      [{ token: phone.token, deals: [{ ...saved(asin), title: 'x'.repeat(10_000) }] }, /^title must be at most/],
      [{ token: phone.token, deals: [{ ...saved(asin), savedAt: 'yesterday' }] }, /^savedAt must be/],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/saved', { body });
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect((await readJson(res)).message, JSON.stringify(body).slice(0, 200)).toMatch(message);
    }
    const badAsin = await t.request('DELETE', `/api/saved/B0SHORT?token=${encodeURIComponent(phone.token)}`);
    expect(badAsin.status).toBe(400);
    expect((await readJson(badAsin)).message).toBe('asin must be 10 letters or digits');
    expect((await t.request('GET', '/api/saved?token=forged')).status).toBe(400);
    expect(await storedCount()).toBe(0);
  });
});
