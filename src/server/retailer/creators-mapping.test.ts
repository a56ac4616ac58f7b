import { describe, expect, it } from 'vitest';
import { buildGetItemsBody, buildSearchBody, mapCreatorsItem } from './creators-mapping';

const fetchedAt = new Date('2026-11-21T15:00:00Z');

/** A full item as the Creators API documents it. */
const fullItem = {
  asin: 'B0TEST0001',
  detailPageURL: 'https://www.amazon.com/dp/B0TEST0001?tag=savvymoms-20&linkCode=ogi',
  itemInfo: {
    title: { displayValue: 'Soft Baby Wipes, 12 Packs of 72 Wipes' },
    byLineInfo: { brand: { displayValue: 'Huggies' }, manufacturer: { displayValue: 'Kimberly-Clark' } },
    features: { displayValues: ['99% water.', 'Fragrance free.'] },
    productInfo: { unitCount: { displayValue: 864, label: 'NumberOfItems', locale: 'en_US' } },
  },
  images: { primary: { large: { url: 'https://m.media-amazon.com/images/I/wipes.jpg' } } },
  offersV2: {
    listings: [
      { isBuyBoxWinner: false, price: { money: { amount: 30 } } },
      {
        isBuyBoxWinner: true,
        type: 'LIGHTNING_DEAL',
        price: {
          money: { amount: 19.99 },
          pricePerUnit: { amount: 0.023, currency: 'USD', displayAmount: '$0.023 / Count' },
          savingBasis: { money: { amount: 29.99 }, savingBasisType: 'WAS_PRICE', savingBasisTypeLabel: 'Was:' },
          savings: { percentage: 33 },
        },
        availability: { type: 'IN_STOCK' },
        dealDetails: {
          badge: 'Lightning Deal',
          startTime: '2026-11-21T08:00:00Z',
          endTime: '2026-11-22T08:00:00Z',
          percentClaimed: 43,
          accessType: 'PRIME_EXCLUSIVE',
        },
      },
    ],
  },
  customerReviews: { count: 15234, starRating: { value: 4.7 } },
};

describe('mapCreatorsItem', () => {
  it('maps every field from the buy-box listing', () => {
    expect(mapCreatorsItem(fullItem, { isPrime: true, fetchedAt })).toEqual({
      asin: 'B0TEST0001',
      title: 'Soft Baby Wipes, 12 Packs of 72 Wipes',
      description: '99% water. Fragrance free.',
      brand: 'Huggies',
      imageUrl: 'https://m.media-amazon.com/images/I/wipes.jpg',
      detailPageUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=savvymoms-20&linkCode=ogi',
      price: 19.99,
      originalPrice: 29.99,
      savingBasisType: 'WAS_PRICE',
      savingBasisLabel: 'Was:',
      unitCount: 864,
      unitLabel: 'wipe',
      discountPercentage: 33,
      rating: 4.7,
      reviewCount: 15234,
      isPrime: true,
      unitPrice: 0.023,
      unitPriceUnit: 'count',
      availability: 'IN_STOCK',
      dealBadge: 'Lightning Deal',
      dealStartsAt: new Date('2026-11-21T08:00:00Z'),
      dealEndsAt: new Date('2026-11-22T08:00:00Z'),
      dealPercentClaimed: 43,
      dealAccessType: 'PRIME_EXCLUSIVE',
      offerType: 'LIGHTNING_DEAL',
      fetchedAt,
    });
  });

  it('computes the discount from the saving basis when the percentage is absent', () => {
    const item = {
      asin: 'b0test0002',
      offersV2: {
        listings: [
          { price: { money: { amount: 15 }, savingBasis: { money: { amount: 20 }, savingBasisType: 'LIST_PRICE' } } },
        ],
      },
    };
    const mapped = mapCreatorsItem(item, { isPrime: false, fetchedAt });
    expect(mapped).toMatchObject({
      asin: 'B0TEST0002',
      price: 15,
      originalPrice: 20,
      discountPercentage: 25,
      savingBasisType: 'LIST_PRICE',
    });
  });

  it('treats reviews, brand, features, deal details, saving basis and unit count as optional', () => {
    const item = {
      asin: 'B0TEST0003',
      itemInfo: { title: { displayValue: 'Plain item' } },
      offersV2: { listings: [{ price: { money: { amount: 5 } } }] },
    };
    expect(mapCreatorsItem(item, { isPrime: false, fetchedAt })).toMatchObject({
      title: 'Plain item',
      brand: '',
      description: '',
      imageUrl: '',
      price: 5,
      originalPrice: null,
      savingBasisType: null,
      unitCount: null,
      unitLabel: null,
      discountPercentage: 0,
      rating: null,
      reviewCount: null,
      isPrime: false,
      availability: null,
      dealBadge: null,
      dealStartsAt: null,
      dealEndsAt: null,
      dealPercentClaimed: null,
      dealAccessType: null,
      offerType: null,
      unitPrice: null,
      unitPriceUnit: null,
    });
  });

  it('uses the manufacturer when there is no brand, and ignores a basis not above the price', () => {
    const item = {
      asin: 'B0TEST0004',
      itemInfo: { byLineInfo: { manufacturer: { displayValue: 'Acme' } } },
      offersV2: { listings: [{ price: { money: { amount: 10 }, savingBasis: { money: { amount: 10 } } } }] },
    };
    expect(mapCreatorsItem(item, { isPrime: false, fetchedAt })).toMatchObject({
      brand: 'Acme',
      originalPrice: null,
      discountPercentage: 0,
    });
  });

  it('gives null for items without a price or an ASIN, and for malformed data', () => {
    expect(
      mapCreatorsItem(
        { asin: 'B0TEST0005', itemInfo: { title: { displayValue: 'No offer' } } },
        { isPrime: false, fetchedAt },
      ),
    ).toBeNull();
    expect(
      mapCreatorsItem({ offersV2: { listings: [{ price: { money: { amount: 1 } } }] } }, { isPrime: false, fetchedAt }),
    ).toBeNull();
    expect(mapCreatorsItem('nonsense', { isPrime: false, fetchedAt })).toBeNull();
    expect(
      mapCreatorsItem(
        { asin: 'B0TEST0006', offersV2: { listings: [{ price: { money: { amount: 'ten' } } }] } },
        { isPrime: false, fetchedAt },
      ),
    ).toBeNull();
  });

  it('drops an unreadable deal end time', () => {
    const item = {
      asin: 'B0TEST0007',
      offersV2: { listings: [{ price: { money: { amount: 3 } }, dealDetails: { endTime: 'soon' } }] },
    };
    expect(mapCreatorsItem(item, { isPrime: false, fetchedAt })?.dealEndsAt).toBeNull();
  });

  it('drops hostile or out-of-range offer details to null and keeps the item', () => {
    const hostile = [
      { badge: 42, startTime: { $gt: '' }, endTime: '9999-01-01T00:00:00Z', percentClaimed: 140, accessType: '<b>' },
      { badge: 'x'.repeat(500), endTime: 'soon', percentClaimed: -3, accessType: 'prime exclusive' },
      'not an object',
    ];
    for (const dealDetails of hostile) {
      const item = {
        asin: 'B0TEST0008',
        offersV2: {
          listings: [
            {
              type: ['LIGHTNING_DEAL'],
              availability: { type: 7 },
              price: { money: { amount: 3 }, pricePerUnit: { amount: -1, displayAmount: '$-1 / Count' } },
              dealDetails,
            },
          ],
        },
      };
      expect(mapCreatorsItem(item, { isPrime: false, fetchedAt })).toMatchObject({
        price: 3,
        availability: null,
        dealBadge: null,
        dealStartsAt: null,
        dealEndsAt: null,
        dealPercentClaimed: null,
        dealAccessType: null,
        offerType: null,
        unitPrice: null,
        unitPriceUnit: null,
      });
    }
  });

  it("reads the unit of Amazon's price per unit from its display text", () => {
    const withUnit = (displayAmount?: string) =>
      mapCreatorsItem(
        {
          asin: 'B0TEST0009',
          offersV2: { listings: [{ price: { money: { amount: 9 }, pricePerUnit: { amount: 0.25, displayAmount } } }] },
        },
        { isPrime: false, fetchedAt },
      );
    expect(withUnit('($0.25 / Fl Oz)')).toMatchObject({ unitPrice: 0.25, unitPriceUnit: 'fl oz' });
    expect(withUnit('$0.25/ounce')).toMatchObject({ unitPrice: 0.25, unitPriceUnit: 'ounce' });
    expect(withUnit(undefined)).toMatchObject({ unitPrice: 0.25, unitPriceUnit: 'unit' });
    expect(withUnit('$0.25')).toMatchObject({ unitPrice: null, unitPriceUnit: null });
  });
});

describe('buildSearchBody', () => {
  const base = { keywords: ['baby', 'wipes'], dealsOnly: false, prime: false, includeOutOfStock: false, maxResults: 5 };

  it('sends prices in cents and the filters the API knows', () => {
    const body = buildSearchBody(
      { ...base, minPrice: 5.5, maxPrice: 20, minRating: 3, dealsOnly: true, prime: true, includeOutOfStock: true },
      'tag-20',
      2,
    );
    expect(body).toMatchObject({
      partnerTag: 'tag-20',
      keywords: 'baby wipes',
      searchIndex: 'All',
      itemCount: 10,
      itemPage: 2,
      minPrice: 550,
      maxPrice: 2000,
      minReviewsRating: 3,
      minSavingPercent: 10,
      deliveryFlags: ['Prime'],
      availability: 'IncludeOutOfStock',
    });
    expect(body.resources).toContain('offersV2.listings.price');
  });

  it('clamps a 5-star minimum to 4 and leaves out unset filters', () => {
    expect(buildSearchBody({ ...base, minRating: 5 }, 't', 1).minReviewsRating).toBe(4);
    const plain = buildSearchBody({ ...base, minRating: 0 }, 't', 1);
    for (const key of ['minReviewsRating', 'minPrice', 'maxPrice', 'minSavingPercent', 'deliveryFlags'])
      expect(plain).not.toHaveProperty(key);
    expect(plain.availability).toBe('Available');
  });

  it('builds getItems bodies by ASIN with only the fields the API defines', () => {
    const body = buildGetItemsBody(['B0TEST0001'], 't');
    expect(body).toMatchObject({ partnerTag: 't', itemIds: ['B0TEST0001'] });
    expect(Object.keys(body).sort()).toEqual(['itemIds', 'partnerTag', 'resources']);
  });
});
