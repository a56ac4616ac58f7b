import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenSource } from '../../src/server/retailer/creators-token';
import { type FakeCreatorsApi, startFakeCreatorsApi, testAsin } from '../support/fake-creators-api';
import { anyString } from '../support/matchers';

// The fake must refuse what the real API refuses, or it agrees with our own mistakes.

let fake: FakeCreatorsApi;

afterEach(async () => {
  expect(fake.problems).toEqual([]);
  await fake.close();
});

describe('Creators API fake: the SDK request models', () => {
  beforeEach(async () => {
    fake = await startFakeCreatorsApi();
  });

  /** Posts a body as given to the fake, signed in and with the headers the API needs. */
  async function post(operation: 'searchItems' | 'getItems', body: Record<string, unknown>) {
    const tokens = createTokenSource({
      credentialId: fake.credentialId,
      credentialSecret: fake.credentialSecret,
      version: '3.1',
      tokenUrl: fake.tokenUrl,
    });
    const res = await fetch(`${fake.url}/catalog/v1/${operation}`, {
      method: 'POST',
      headers: {
        authorization: await tokens.authorization(),
        'content-type': 'application/json',
        'x-marketplace': 'www.amazon.com',
      },
      body: JSON.stringify({ partnerTag: fake.partnerTag, ...body }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it.each([
    ['getItems', { itemIds: ['B0TEST0001'], itemIdType: 'ASIN' }, 'itemIdType'],
    ['getItems', { itemIds: Array.from({ length: 11 }, (_, i) => `B0TEST00${10 + i}`) }, 'itemIds'],
    ['getItems', { itemIds: ['B0TEST0001'], resources: ['searchRefinements'] }, 'resources'],
    ['searchItems', { keywords: 'stroller', merchant: 'Amazon' }, 'merchant'],
    ['searchItems', { keywords: 'stroller', resources: ['offers.listings.price'] }, 'resources'],
    ['searchItems', { keywords: 'stroller', deliveryFlags: ['PrimeVideo'] }, 'deliveryFlags'],
    ['searchItems', { keywords: 'stroller', availability: 'InStock' }, 'availability'],
    ['searchItems', { keywords: 'stroller', sortBy: 'Price:LowToHigh' }, 'sortBy'],
    ['searchItems', { keywords: 'stroller', minPrice: 49.99 }, 'minPrice'],
    ['searchItems', { keywords: 'stroller', itemCount: '10' }, 'itemCount'],
  ] as const)('refuses a %s body with %o like the real API (field %s)', async (operation, body, field) => {
    expect(await post(operation, body)).toEqual({
      status: 400,
      body: {
        type: 'ValidationException',
        reason: 'FieldValidationFailed',
        message: anyString(),
        fieldList: [{ name: field, message: anyString() }],
      },
    });
    expect(fake.problems.splice(0)).toHaveLength(1);
  });

  it('accepts every field the SDK defines', async () => {
    const asin = testAsin();
    fake.add({ asin, title: 'Stroller', price: 100, prime: true });
    const shared = {
      condition: 'New',
      currencyOfPreference: 'USD',
      languagesOfPreference: ['en_US'],
      properties: { source: 'test' },
    };
    const search = {
      ...shared,
      keywords: 'stroller',
      actor: 'a',
      artist: 'a',
      author: 'a',
      brand: 'a',
      title: 'a',
      browseNodeId: '1',
      searchIndex: 'All',
      sortBy: 'Featured',
      itemCount: 10,
      itemPage: 1,
      minPrice: 100,
      maxPrice: 50000,
      minReviewsRating: 1,
      minSavingPercent: 1,
      deliveryFlags: ['Prime', 'FreeShipping'],
      availability: 'IncludeOutOfStock',
      resources: ['itemInfo.title', 'searchRefinements'],
    };
    expect((await post('searchItems', search)).status).toBe(200);
    expect((await post('getItems', { ...shared, itemIds: [asin], resources: ['parentASIN'] })).status).toBe(200);
  });
});
