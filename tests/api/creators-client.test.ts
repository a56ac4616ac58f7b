import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmazonCreatorsClient, type CreatorsClientOptions } from '../../src/server/retailer/amazon-creators-client';
import type { RetailerSearch } from '../../src/server/retailer/retailer-client';
import { NOT_ELIGIBLE_MESSAGE } from '../../src/server/retailer/retailer-errors';
import {
  clientOptionsFor,
  type FakeCreatorsApi,
  type FakeProduct,
  startFakeCreatorsApi,
  startWrongHost,
  testAsin,
} from '../support/fake-creators-api';
import { stringContaining, stringMatching } from '../support/matchers';

const search = (overrides: Partial<RetailerSearch> = {}): RetailerSearch => ({
  keywords: ['stroller'],
  dealsOnly: false,
  prime: false,
  includeOutOfStock: false,
  maxResults: 5,
  ...overrides,
});

const products = (count: number, extra: Partial<FakeProduct> = {}): FakeProduct[] =>
  Array.from({ length: count }, (_, i) => ({
    asin: testAsin(),
    title: `Stroller model ${i + 1}`,
    price: 100 + i,
    ...extra,
  }));

let fake: FakeCreatorsApi;
const client = (options: Partial<CreatorsClientOptions> = {}) =>
  new AmazonCreatorsClient({ ...clientOptionsFor(fake), ...options });

/** A client that records the waits it would make instead of waiting. */
function recordingClient() {
  const waits: number[] = [];
  const retailer = client({
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { retailer, waits };
}

afterEach(async () => {
  expect(fake.problems).toEqual([]);
  await fake.close();
});

describe('Creators API client: tokens', () => {
  it('signs in with 3.x credentials (LWA, JSON) once and reuses the token', async () => {
    fake = await startFakeCreatorsApi({ version: '3.1' });
    fake.add(...products(2));
    const retailer = client();
    await retailer.searchItems(search());
    await retailer.searchItems(search());
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]).toMatchObject({
      contentType: 'application/json',
      body: { scope: 'creatorsapi::default' },
    });
    expect(fake.calls[0].headers.authorization).toMatch(/^Bearer fake-token-1$/);
  });

  it('signs in with 2.x credentials (Cognito, form) and names the version in the header', async () => {
    fake = await startFakeCreatorsApi({ version: '2.1' });
    fake.add(...products(1));
    const items = await client().searchItems(search());
    expect(items).toHaveLength(1);
    expect(fake.tokenRequests[0]).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      body: { scope: 'creatorsapi/default' },
    });
    expect(fake.calls[0].headers.authorization).toBe('Bearer fake-token-1, Version 2.1');
    expect(fake.calls[0].headers['x-marketplace']).toBe('www.amazon.com');
  });

  it('renews a token that expires within a minute', async () => {
    fake = await startFakeCreatorsApi({ tokenLifetimeSeconds: 30 });
    fake.add(...products(1));
    const retailer = client();
    await retailer.searchItems(search());
    await retailer.searchItems(search());
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('gets a new token and retries once after 401 TokenExpired', async () => {
    fake = await startFakeCreatorsApi();
    fake.add(...products(3));
    const retailer = client();
    await retailer.searchItems(search());
    fake.expireTokens();
    const items = await retailer.searchItems(search());
    expect(items).toHaveLength(3);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.calls.at(-1)?.headers.authorization).toBe('Bearer fake-token-2');
  });

  it('reports an auth failure when the renewed token is refused too', async () => {
    fake = await startFakeCreatorsApi();
    fake.failNext('*', { status: 401, reason: 'TokenExpired' }, 2);
    await expect(client().searchItems(search())).rejects.toThrow(/Retailer rejected our credentials/);
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('reports wrong credentials clearly', async () => {
    fake = await startFakeCreatorsApi();
    await expect(client({ credentialSecret: 'wrong' }).searchItems(search())).rejects.toThrow(
      'Retailer sign-in failed: Client authentication failed',
    );
    expect(fake.calls).toHaveLength(0);
  });
});

describe('Creators API client: searchItems', () => {
  beforeEach(async () => {
    fake = await startFakeCreatorsApi();
  });

  it('pages 10 at a time up to max results: 25 results take 3 calls', async () => {
    fake.add(...products(40));
    const items = await client().searchItems(search({ maxResults: 25 }));
    expect(items).toHaveLength(25);
    expect(new Set(items.map((i) => i.asin)).size).toBe(25);
    expect(fake.callsTo('searchItems').map((c) => [c.body.itemPage, c.body.itemCount])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
  });

  it('stops paging when the results run out', async () => {
    fake.add(...products(12));
    const items = await client().searchItems(search({ maxResults: 100 }));
    expect(items).toHaveLength(12);
    expect(fake.callsTo('searchItems')).toHaveLength(2);
  });

  it('answers an empty list when the retailer finds nothing (404 ResourceNotFound)', async () => {
    expect(await client().searchItems(search({ keywords: ['nothing-matches'] }))).toEqual([]);
    expect(fake.callsTo('searchItems')).toHaveLength(1);
  });

  it.each([
    ['an HTML page', undefined, undefined],
    ['an empty body', '', 'text/plain'],
    ['JSON that is not ResourceNotFound', '{"message":"Not Found"}', 'application/json'],
  ])('reports a 404 with %s from a wrong API URL instead of finding nothing', async (_name, page, type) => {
    const wrong = await startWrongHost(page, type);
    try {
      await expect(client({ apiUrl: wrong.url }).searchItems(search())).rejects.toMatchObject({
        kind: 'config',
        message: `Retailer API not found at ${wrong.url}/catalog/v1/searchItems (HTTP 404): CREATORS_API_URL may be wrong`,
      });
    } finally {
      await wrong.close();
    }
  });

  it('sends the filters in the API terms and marks Prime results', async () => {
    fake.add(...products(2, { prime: true }), ...products(2, { prime: false }));
    const items = await client().searchItems(
      search({
        keywords: ['stroller', 'travel'],
        minPrice: 49.99,
        maxPrice: 250,
        minRating: 5,
        dealsOnly: true,
        prime: true,
        includeOutOfStock: true,
      }),
    );
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.isPrime)).toBe(true);
    expect(fake.callsTo('searchItems')[0].body).toMatchObject({
      keywords: 'stroller travel',
      minPrice: 4999,
      maxPrice: 25000,
      minReviewsRating: 4,
      minSavingPercent: 10,
      deliveryFlags: ['Prime'],
      availability: 'IncludeOutOfStock',
      partnerTag: 'savvymoms-20',
    });
  });

  it('waits the seconds of a 429 Retry-After header, then succeeds', async () => {
    fake.add(...products(2));
    fake.failNext('searchItems', { status: 429, retryAfter: '2' });
    const { retailer, waits } = recordingClient();
    expect(await retailer.searchItems(search())).toHaveLength(2);
    expect(waits).toEqual([2000]);
    expect(fake.callsTo('searchItems')).toHaveLength(2);
  });

  it('waits until the HTTP date of a 429 Retry-After header', async () => {
    fake.add(...products(1));
    fake.failNext('searchItems', { status: 429, retryAfter: new Date(Date.now() + 3000).toUTCString() });
    const { retailer, waits } = recordingClient();
    expect(await retailer.searchItems(search())).toHaveLength(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(1000);
    expect(waits[0]).toBeLessThanOrEqual(3000);
  });

  it('backs off exponentially on 429s without Retry-After and gives up after 4 tries', async () => {
    fake.add(...products(2));
    fake.failNext('searchItems', { status: 429 }, 10);
    const { retailer, waits } = recordingClient();
    await expect(retailer.searchItems(search())).rejects.toMatchObject({
      kind: 'rate_limited',
      message: stringMatching(/^Retailer rate limited, retry in \d+ s$/),
    });
    expect(waits).toEqual([5, 10, 20]);
    expect(fake.callsTo('searchItems')).toHaveLength(4);
  });

  it('does not wait out a very long Retry-After', async () => {
    fake.failNext('searchItems', { status: 429, retryAfter: '120' });
    const { retailer, waits } = recordingClient();
    await expect(retailer.searchItems(search())).rejects.toThrow('Retailer rate limited, retry in 120 s');
    expect(waits).toEqual([]);
    expect(fake.callsTo('searchItems')).toHaveLength(1);
  });

  it('explains an account that is not eligible (403)', async () => {
    fake.failNext('searchItems', { status: 403, reason: 'AssociateNotEligible' });
    await expect(client().searchItems(search())).rejects.toThrow(NOT_ELIGIBLE_MESSAGE);
    expect(NOT_ELIGIBLE_MESSAGE).toBe('Retailer account not eligible (it needs 10 qualifying sales in 30 days)');
  });

  it('reports other access denials (403) with the retailer message', async () => {
    fake.failNext('searchItems', { status: 403, reason: 'AuthorizationFailed' });
    await expect(client().searchItems(search())).rejects.toMatchObject({
      kind: 'auth',
      message: 'Retailer access denied: Access denied',
    });
  });

  it('names the partner tag setting when the retailer refuses the tag', async () => {
    await expect(client({ partnerTag: 'wrong-20' }).searchItems(search())).rejects.toMatchObject({
      kind: 'config',
      message: stringContaining('Retailer refused the partner tag "wrong-20" (check CREATORS_PARTNER_TAG)'),
    });
  });

  it('names the partner tag setting when the retailer knows no Associates account for it', async () => {
    fake.failNext('searchItems', { status: 400, reason: 'InvalidAssociate', message: 'Unknown associate.' });
    await expect(client().searchItems(search())).rejects.toMatchObject({
      kind: 'config',
      message: stringContaining('partner tag "savvymoms-20" (check CREATORS_PARTNER_TAG and the credentials)'),
    });
  });

  it("fails another 400 with the retailer's message", async () => {
    fake.failNext('searchItems', { status: 400, reason: 'Other', message: 'Something is off.' });
    await expect(client().searchItems(search())).rejects.toMatchObject({
      kind: 'bad_request',
      message: 'Retailer refused the request: Something is off.',
    });
  });

  it('retries a 500 and fails after a bounded number of tries', async () => {
    fake.add(...products(1));
    fake.failNext('searchItems', { status: 500 });
    expect(await client().searchItems(search())).toHaveLength(1);
    fake.failNext('searchItems', { status: 500 }, 4);
    await expect(client().searchItems(search())).rejects.toThrow('Retailer is unavailable, please try again later');
    expect(fake.callsTo('searchItems')).toHaveLength(2 + 4);
  });

  it('reports an unreachable retailer', async () => {
    await fake.close();
    const retailer = client({ maxAttempts: 2 });
    await expect(retailer.searchItems(search())).rejects.toThrow(/could not be reached/);
    fake = await startFakeCreatorsApi();
  });
});

describe('Creators API client: getItems', () => {
  beforeEach(async () => {
    fake = await startFakeCreatorsApi();
  });

  it('asks 10 ASINs per call (25 ASINs: 3 calls) and matches results by ASIN', async () => {
    const known = products(23, { basis: 200 });
    fake.add(...known);
    const missing = [testAsin(), testAsin()];
    const asins = [...known.map((p) => p.asin), ...missing];
    const result = await client().getItems(asins);
    const calls = fake.callsTo('getItems');
    expect(calls.map((c) => c.body.itemIds.length)).toEqual([10, 10, 5]);
    expect(result.items).toHaveLength(23);
    for (const item of result.items) {
      const product = known.find((p) => p.asin === item.asin) as FakeProduct;
      expect(item.price).toBe(product.price);
      expect(item.title).toBe(product.title);
      expect(item.isPrime).toBe(false);
    }
    expect(result.errors.map((e) => [e.asin, e.code]).sort()).toEqual(
      missing.map((a) => [a, 'ItemNotAccessible']).sort(),
    );
    expect(result.errors[0].message).toContain(result.errors[0].asin);
  });

  it('maps every documented field of an item', async () => {
    const asin = testAsin();
    fake.add({
      asin,
      title: 'Ergobaby Omni carrier',
      price: 139.99,
      basis: 199.99,
      basisType: 'WAS_PRICE',
      basisLabel: 'Was:',
      savingsPercent: 30,
      rating: 4.8,
      reviews: 4211,
      brand: 'Ergobaby',
      features: ['Four carry positions.', 'Breathable mesh.'],
      image: 'https://m.media-amazon.com/images/I/carrier.jpg',
      availability: 'IN_STOCK',
      badge: 'Lightning deal',
      endTime: '2026-11-22T05:00:00Z',
    });
    const { items } = await client().getItems([asin.toLowerCase()]);
    expect(items[0]).toMatchObject({
      asin,
      title: 'Ergobaby Omni carrier',
      description: 'Four carry positions. Breathable mesh.',
      brand: 'Ergobaby',
      imageUrl: 'https://m.media-amazon.com/images/I/carrier.jpg',
      detailPageUrl: `https://www.amazon.com/dp/${asin}?tag=savvymoms-20&linkCode=ogi`,
      price: 139.99,
      originalPrice: 199.99,
      savingBasisType: 'WAS_PRICE',
      savingBasisLabel: 'Was:',
      discountPercentage: 30,
      rating: 4.8,
      reviewCount: 4211,
      availability: 'IN_STOCK',
      dealBadge: 'Lightning deal',
      dealEndsAt: new Date('2026-11-22T05:00:00Z'),
    });
    expect(items[0].fetchedAt).toBeInstanceOf(Date);
  });

  it('fails the call when a chunk cannot be fetched', async () => {
    fake.add(...products(12));
    fake.failNext('getItems', { status: 403, reason: 'AssociateNotEligible' });
    await expect(client().getItems(products(12).map((p) => p.asin))).rejects.toThrow(NOT_ELIGIBLE_MESSAGE);
  });
});
