import type { AdminDeal } from '../../src/schemas/admin';

let seq = 0;

/** A complete wire deal (as the admin list sends it) for unit tests; override what the test is about. */
export function makeDeal(patch: Partial<AdminDeal> = {}): AdminDeal {
  seq++;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    asin: `B0TEST${String(seq).padStart(4, '0')}`,
    title: `Test deal ${seq}`,
    description: 'A product for tests',
    brand: 'Acme',
    imageUrl: '/demo-images/test.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0TEST0000?tag=test-20',
    price: 10,
    originalPrice: 20,
    discountPercentage: 50,
    savings: 10,
    savingBasisType: 'LIST_PRICE',
    savingBasisLabel: 'List Price:',
    unitCount: null,
    unitLabel: null,
    approvedDiscountPercentage: null,
    priceBadges: [],
    rating: 4.5,
    reviewCount: 100,
    category: 'kitchen',
    categoryLabel: 'Home & Kitchen',
    isPrime: false,
    isSuperDeal: false,
    isTiktokTrend: false,
    isApproved: false,
    isExpired: false,
    productType: 'regular',
    precedenceOrder: 0,
    takesPrecedence: false,
    dealBadge: null,
    dealEndsAt: null,
    dealStartsAt: null,
    dealPercentClaimed: null,
    dealAccessType: null,
    offerType: null,
    unitPrice: null,
    unitPriceUnit: null,
    source: 'feed',
    availability: 'IN_STOCK',
    priceFetchedAt: '2026-11-20T10:00:00.000Z',
    priceChangedAt: null,
    lastUpdated: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    clicks7d: 0,
    ...patch,
  };
}
