import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../tests/support/wire-deals';
import { computeMetrics, percentOf } from './metrics';

const now = new Date('2026-11-21T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('admin metrics', () => {
  it('counts totals, active, inactive, Prime, trending and expired', () => {
    const m = computeMetrics(
      [
        makeDeal({ isApproved: true, isPrime: true }),
        makeDeal({ isApproved: true, productType: 'trending' }),
        makeDeal({ isTiktokTrend: true, isExpired: true }),
        makeDeal({}),
      ],
      now,
    );
    expect(m).toMatchObject({ total: 4, active: 2, inactive: 2, prime: 1, trending: 2, expired: 1 });
  });

  it('averages (rounded) and maximises over positive discounts only', () => {
    const m = computeMetrics(
      [makeDeal({ discountPercentage: 10 }), makeDeal({ discountPercentage: 15 }), makeDeal({ discountPercentage: 0 })],
      now,
    );
    expect(m.averageDiscount).toBe(13);
    expect(m.highestDiscount).toBe(15);
    expect(computeMetrics([makeDeal({ discountPercentage: 0 })], now)).toMatchObject({
      averageDiscount: 0,
      highestDiscount: 0,
    });
  });

  it('finds the super deal', () => {
    const star = makeDeal({ isSuperDeal: true });
    expect(computeMetrics([makeDeal(), star], now).superDealId).toBe(star._id);
    expect(computeMetrics([makeDeal()], now).superDealId).toBeNull();
  });

  it('counts deals added in the last 7 days', () => {
    const m = computeMetrics(
      [makeDeal({ createdAt: hoursAgo(24 * 6) }), makeDeal({ createdAt: hoursAgo(24 * 8) })],
      now,
    );
    expect(m.addedLast7Days).toBe(1);
  });

  it('lists the five most recently updated in the last 24 hours, newest first', () => {
    const deals = [30, 1, 5, 2, 23, 4, 3].map((h) => makeDeal({ lastUpdated: hoursAgo(h), title: `${h}h` }));
    const m = computeMetrics(deals, now);
    expect(m.recentlyUpdated.map((d) => d.title)).toEqual(['1h', '2h', '3h', '4h', '5h']);
    // A refresh touches every deal; 'Updated (24 h)' counts only those whose price changed.
    expect(m.priceChangedLast24Hours).toBe(0);
  });

  it("counts as 'Updated (24 h)' the deals whose price changed in the last 24 hours", () => {
    const deals = [
      makeDeal({ lastUpdated: hoursAgo(1), priceChangedAt: hoursAgo(2) }),
      makeDeal({ lastUpdated: hoursAgo(1), priceChangedAt: hoursAgo(23) }),
      makeDeal({ lastUpdated: hoursAgo(1), priceChangedAt: hoursAgo(25) }),
      makeDeal({ lastUpdated: hoursAgo(1), priceChangedAt: null }),
    ];
    expect(computeMetrics(deals, now).priceChangedLast24Hours).toBe(2);
  });

  it('names the top category with its count, ignoring uncategorized deals', () => {
    const m = computeMetrics(
      [
        makeDeal({ category: 'toys', categoryLabel: 'Toys & Learning' }),
        makeDeal({ category: 'toys', categoryLabel: 'Toys & Learning' }),
        makeDeal({ category: 'kitchen' }),
        makeDeal({ category: 'uncategorized', categoryLabel: '' }),
        makeDeal({ category: 'uncategorized', categoryLabel: '' }),
        makeDeal({ category: 'uncategorized', categoryLabel: '' }),
      ],
      now,
    );
    expect(m.topCategory).toEqual({ id: 'toys', label: 'Toys & Learning', count: 2 });
    expect(computeMetrics([], now).topCategory).toBeNull();
  });

  it('shows percents of the total to one decimal', () => {
    expect(percentOf(1, 3)).toBe('33.3');
    expect(percentOf(2, 3)).toBe('66.7');
    expect(percentOf(3, 3)).toBe('100.0');
    expect(percentOf(0, 0)).toBe('0.0');
  });
});
