import { describe, expect, it } from 'vitest';
import {
  bestSellerBadge,
  hasPriceGap,
  hoursRemaining,
  isLive,
  matchesSearch,
  priceAsOfDisplay,
  priceAsOfText,
  ratingText,
  showDiscountBadge,
  urgencyTag,
} from './deal-rules';

const badgeBase = {
  dealBadge: null,
  isSuperDeal: false,
  isTiktokTrend: false,
  discountPercentage: 20,
  rating: 4,
  reviewCount: 10,
  categoryLabel: 'Toys & Learning',
};

describe('price gap and discount badge', () => {
  it('strikes the original price only when it exceeds the price by more than $0.50', () => {
    expect(hasPriceGap({ price: 10, originalPrice: 10.51 })).toBe(true);
    expect(hasPriceGap({ price: 10, originalPrice: 10.5 })).toBe(false);
    expect(hasPriceGap({ price: 19.99, originalPrice: 20.49 })).toBe(false);
    expect(hasPriceGap({ price: 10, originalPrice: 9 })).toBe(false);
  });

  it('needs a discount above 0 and the price gap for the badge', () => {
    expect(showDiscountBadge({ price: 10, originalPrice: 20, discountPercentage: 50 })).toBe(true);
    expect(showDiscountBadge({ price: 10, originalPrice: 20, discountPercentage: 0 })).toBe(false);
    expect(showDiscountBadge({ price: 10, originalPrice: 10.4, discountPercentage: 4 })).toBe(false);
  });
});

describe('ratingText', () => {
  it('shows one decimal only above 0', () => {
    expect(ratingText(4.56)).toBe('4.6');
    expect(ratingText(5)).toBe('5.0');
    expect(ratingText(0)).toBeNull();
    expect(ratingText(Number.NaN)).toBeNull();
  });
});

describe('bestSellerBadge priority', () => {
  it('takes the first match in order', () => {
    const all = {
      ...badgeBase,
      dealBadge: 'Lightning Deal',
      isSuperDeal: true,
      isTiktokTrend: true,
      discountPercentage: 60,
      rating: 4.8,
      reviewCount: 5000,
    };
    expect(bestSellerBadge(all)).toBe('Lightning Deal');
    expect(bestSellerBadge({ ...all, dealBadge: null })).toBe('Super Deal');
    expect(bestSellerBadge({ ...all, dealBadge: '  ', isSuperDeal: false })).toBe('TikTok Trend');
    expect(bestSellerBadge({ ...all, dealBadge: null, isSuperDeal: false, isTiktokTrend: false })).toBe(
      'Huge Discount',
    );
    expect(bestSellerBadge({ ...badgeBase, rating: 4.5, reviewCount: 1001 })).toBe('Highly Rated');
  });

  it('needs discount 50, rating 4.5 and more than 1000 reviews at the boundaries', () => {
    expect(bestSellerBadge({ ...badgeBase, discountPercentage: 50 })).toBe('Huge Discount');
    expect(bestSellerBadge({ ...badgeBase, discountPercentage: 49 })).toBe('Toys & Learning');
    expect(bestSellerBadge({ ...badgeBase, rating: 4.5, reviewCount: 1000 })).toBe('Toys & Learning');
    expect(bestSellerBadge({ ...badgeBase, rating: 4.4, reviewCount: 9000 })).toBe('Toys & Learning');
  });

  it("falls back to 'Best Seller' without a category label", () => {
    expect(bestSellerBadge({ ...badgeBase, categoryLabel: '' })).toBe('Best Seller');
  });
});

describe('urgency', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('tags under 6 hours, and Ending Soon! under 3', () => {
    expect(urgencyTag(2.99)).toBe('Ending Soon!');
    expect(urgencyTag(3)).toBe('Limited Time');
    expect(urgencyTag(5.9)).toBe('Limited Time');
    expect(urgencyTag(6)).toBeNull();
  });

  it('reads the remaining time from dealEndsAt', () => {
    expect(hoursRemaining('2026-11-21T14:00:00Z', now)).toBe(2);
    expect(urgencyTag(hoursRemaining('2026-11-21T14:00:00Z', now))).toBe('Ending Soon!');
  });

  it('uses a random 12 to 24 hours when dealEndsAt is absent', () => {
    expect(hoursRemaining(null, now, () => 0)).toBe(12);
    expect(hoursRemaining(null, now, () => 0.999)).toBeCloseTo(23.988);
    expect(urgencyTag(hoursRemaining(null, now))).toBeNull();
  });

  it('hides deals whose end has passed', () => {
    expect(isLive({ dealEndsAt: '2026-11-21T11:59:00Z' }, now)).toBe(false);
    expect(isLive({ dealEndsAt: '2026-11-21T12:01:00Z' }, now)).toBe(true);
    expect(isLive({ dealEndsAt: null }, now)).toBe(true);
  });
});

describe('matchesSearch', () => {
  const deal = {
    title: 'Silicone Baby Bib',
    description: 'Easy to clean, BPA free',
    categoryLabel: 'Mama & Baby Essentials',
  };

  it('matches title, description and category label case-insensitively', () => {
    expect(matchesSearch(deal, 'BIB')).toBe(true);
    expect(matchesSearch(deal, 'bpa free')).toBe(true);
    expect(matchesSearch(deal, 'mama &')).toBe(true);
    expect(matchesSearch(deal, '  baby ')).toBe(true);
  });

  it('rejects text found nowhere and accepts an empty query', () => {
    expect(matchesSearch(deal, 'stroller')).toBe(false);
    expect(matchesSearch(deal, '')).toBe(true);
  });
});

describe('priceAsOfText', () => {
  it('shows the New York time of the fetch', () => {
    expect(priceAsOfText('2026-11-21T23:02:00Z', new Date('2026-11-21T23:30:00Z'))).toBe('Price as of 6:02 PM ET');
    expect(priceAsOfText('2026-07-01T14:11:00Z', new Date('2026-07-01T15:00:00Z'))).toBe('Price as of 10:11 AM ET');
  });

  it('adds the date when fetched on an earlier day', () => {
    expect(priceAsOfText('2026-11-20T23:02:00Z', new Date('2026-11-21T16:00:00Z'))).toBe(
      'Price as of Nov 20, 6:02 PM ET',
    );
  });

  it('keeps the time on one line for display', () => {
    expect(priceAsOfDisplay('Price as of 6:02 PM ET')).toBe('Price as of 6:02\u00a0PM\u00a0ET');
  });

  it('is empty for an unreadable time', () => {
    expect(priceAsOfText('nope')).toBe('');
  });
});
