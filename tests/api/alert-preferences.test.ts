import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertPreferencesView } from '../../src/schemas/alerts';
import { alertPreferences, newsletterSubscribers } from '../../src/server/db/schema';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { insertCategories } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const EMAIL = 'anna@example.com';
const INVALID_LINK =
  "This link is invalid or has expired. Open 'Choose your alerts' in any of our recent e-mails for a fresh one.";

let t: TestApp;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2025-06-02T12:00:00Z');
  t = await createTestApp({ now: () => clock });
  await insertCategories(t.db);
  await t.db.insert(newsletterSubscribers).values({ email: EMAIL, status: 'confirmed', confirmedAt: clock });
});
afterEach(() => t.close());

/** The token a mail's 'Choose your alerts' link carries. */
const linkToken = (email = EMAIL, expiresAt = new Date(clock.getTime() + 90 * DAY)) =>
  signLinkToken(t.deps.authSecret, 'preferences', email, expiresAt);

const load = (token: string) => t.request('GET', `/api/alerts/preferences?token=${encodeURIComponent(token)}`);
const save = (token: string, preferences: unknown) =>
  t.request('PUT', '/api/alerts/preferences', { body: { token, preferences } });
const storedRows = () => t.db.select().from(alertPreferences);

const GOOD = {
  categories: ['beauty'],
  stages: ['toddler'],
  keywords: ['size 4 diapers', '  toddler   shoes '],
  maxPrice: '20',
  minDiscount: 30,
  frequency: 'refresh',
};

describe('alert preferences from a mail link', () => {
  it('shows no rules at first (the daily digest), with the categories to choose from', async () => {
    const res = await load(linkToken());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (res.json as { data: AlertPreferencesView }).data;
    expect(data.email).toBe(EMAIL);
    expect(data.preferences).toBeNull();
    expect(data.categories.map((c) => c.id)).toContain('baby');
  });

  it('saves the rules, shows them again, and lets a later mail change them', async () => {
    const res = await save(linkToken(), GOOD);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Your alerts are saved.',
      data: {
        preferences: {
          categories: ['beauty'],
          stages: ['toddler'],
          keywords: ['size 4 diapers', 'toddler shoes'],
          maxPrice: 20,
          minDiscount: 30,
          frequency: 'refresh',
        },
      },
    });
    const [row] = await storedRows();
    // The toddler stage adds its category; all keywords become one full-text query.
    expect(row.matchCategories).toEqual(['beauty', 'toddler']);
    expect(row.matchQuery).toContain("'diaper'");
    expect(row.matchQuery).toContain("'toddler' & 'shoe'");
    expect(row.maxPriceCents).toBe(2000);

    clock = new Date(clock.getTime() + 30 * DAY);
    const later = await save(linkToken(), { keywords: ['stroller'], frequency: 'daily', maxPrice: '$15.50' });
    expect(later.status).toBe(200);
    const reread = ((await load(linkToken())).json as { data: AlertPreferencesView }).data.preferences;
    expect(reread).toEqual({
      categories: [],
      stages: [],
      keywords: ['stroller'],
      maxPrice: 15.5,
      minDiscount: 0,
      frequency: 'daily',
    });
    expect(await storedRows()).toHaveLength(1);
  });

  it('goes back to the daily digest when the rules are cleared', async () => {
    await save(linkToken(), GOOD);
    const res = await t.request('DELETE', `/api/alerts/preferences?token=${encodeURIComponent(linkToken())}`);
    expect(res.status).toBe(200);
    expect((res.json as { data: AlertPreferencesView }).data.preferences).toBeNull();
    expect(await storedRows()).toHaveLength(0);
  });

  it.each([
    ['a keyword of 10,000 characters', { keywords: ['x'.repeat(10_000)] }, 'Each keyword can be at most 60 characters'],
    ['1,000 keywords', { keywords: Array.from({ length: 1000 }, (_, i) => `word${i}`) }, 'Choose at most 20 keywords'],
    ['a maximum price of -1', { maxPrice: -1 }, 'Maximum price must be more than $0'],
    ['a maximum price of "-1"', { maxPrice: '-1' }, 'Maximum price must be more than $0'],
    ['a maximum price of "abc"', { maxPrice: 'abc' }, 'Maximum price must be an amount in dollars, like 20 or 19.99'],
    ['a minimum discount of 150', { minDiscount: 150 }, 'Minimum discount must be a whole percentage from 0 to 90'],
    ['an unknown category', { categories: ['yachts'] }, 'Unknown category: yachts'],
    ['an unknown child stage', { stages: ['teen'] }, 'Unknown child stage'],
    ['no frequency', { frequency: undefined }, 'Choose how often you want alerts'],
  ])('refuses %s with a clear message and stores nothing', async (_, change, message) => {
    await save(linkToken(), GOOD);
    const before = await storedRows();
    const res = await save(linkToken(), { ...GOOD, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ data: null, message, error: 'validation_failed' });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses tampered, expired and foreign links, storing nothing', async () => {
    const good = linkToken();
    const [body, signature] = good.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'preferences', e: 'other@example.com' })).toString('base64url')}.${signature}`;
    const expired = linkToken(EMAIL, new Date(clock.getTime() - 1000));
    const unsubscribeToken = signLinkToken(t.deps.authSecret, 'unsubscribe', EMAIL);
    for (const token of [`${body}.x${signature.slice(1)}`, forged, expired, unsubscribeToken, 'garbage']) {
      const read = await load(token);
      expect(read.status).toBe(400);
      expect(read.json).toMatchObject({ message: INVALID_LINK });
      const write = await save(token, GOOD);
      expect(write.status).toBe(400);
      expect(write.json).toMatchObject({ message: INVALID_LINK });
    }
    expect(await storedRows()).toHaveLength(0);
  });

  it('does not let an unsubscribed address set alerts', async () => {
    await t.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.email, EMAIL));
    const res = await save(linkToken(), GOOD);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: 'This address is unsubscribed. Subscribe again to choose your alerts.' });
    expect(await storedRows()).toHaveLength(0);
  });
});
