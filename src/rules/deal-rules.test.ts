import { describe, expect, it } from 'vitest';
import { bestSellerBadge, hoursRemaining, isLive, matchesSearch, urgencyTag } from './deal-rules';

const badgeBase = {
  dealBadge: null,
  isSuperDeal: false,
  isTiktokTrend: false,
  discountPercentage: 20,
  rating: 4,
  reviewCount: 10,
  categoryLabel: 'Toys & Learning',
};

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
