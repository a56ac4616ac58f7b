import { describe, expect, it } from 'vitest';
import { computeStatistics, type StatsDeal } from './statistics';

const deal = (overrides: Partial<StatsDeal> = {}): StatsDeal => ({
  priceCents: 2000,
  originalPriceCents: 4000,
  discountPercentage: 50,
  rating: 4.5,
  isPrime: false,
  productType: 'regular',
  category: 'kitchen',
  categoryLabel: 'Home & Kitchen',
  ...overrides,
});

const noLabels = new Map<string, string>();

describe('computeStatistics', () => {
  it('answers zeros for no deals', () => {
    const stats = computeStatistics([], noLabels);
    expect(stats.overall).toEqual({
      totalDeals: 0,
      averageDiscount: 0,
      averageRating: 0,
      averagePrice: 0,
      totalSavings: 0,
      hasPrime: 0,
      topCategories: [],
    });
    expect(stats.priceRanges).toEqual({ under10: 0, under25: 0, under50: 0, under100: 0, over100: 0 });
    expect(stats.discountRanges).toEqual({ under10Percent: 0, under25Percent: 0, under50Percent: 0, over50Percent: 0 });
    expect(stats.productTypes).toEqual({ curated: 0, bestSeller: 0, trending: 0, regular: 0 });
    expect(stats.categories).toEqual({});
  });

  it('rounds averages: discount to a whole percent, rating to 1 decimal, price to cents', () => {
    const stats = computeStatistics(
      [
        deal({ priceCents: 1000, originalPriceCents: 1500, discountPercentage: 33, rating: 4.3 }),
        deal({ priceCents: 1001, originalPriceCents: 1500, discountPercentage: 34, rating: 4.6 }),
        deal({ priceCents: 1002, originalPriceCents: 1000, discountPercentage: 34, rating: 4.6 }),
      ],
      noLabels,
    );
    expect(stats.overall.averageDiscount).toBe(34); // 33.67
    expect(stats.overall.averageRating).toBe(4.5); // 4.5
    expect(stats.overall.averagePrice).toBe(10.01);
    // A price above its original price saves nothing.
    expect(stats.overall.totalSavings).toBe(9.99);
  });

  it('leaves unrated deals (rating 0) out of the average rating and counts Prime deals', () => {
    const stats = computeStatistics(
      [deal({ rating: 0, isPrime: true }), deal({ rating: 4.2 }), deal({ rating: 4.0, isPrime: true })],
      noLabels,
    );
    expect(stats.overall.averageRating).toBe(4.1);
    expect(stats.overall.hasPrime).toBe(2);
  });

  it('puts prices in buckets by inclusive upper bound', () => {
    const prices = [1, 1000, 1001, 2500, 2501, 5000, 5001, 10000, 10001, 99999];
    const stats = computeStatistics(
      prices.map((priceCents) => deal({ priceCents, originalPriceCents: priceCents * 2 })),
      noLabels,
    );
    expect(stats.priceRanges).toEqual({ under10: 2, under25: 2, under50: 2, under100: 2, over100: 2 });
  });

  it('puts discounts in buckets by inclusive lower bound', () => {
    const discounts = [0, 9, 10, 24, 25, 49, 50, 75];
    const stats = computeStatistics(
      discounts.map((discountPercentage) => deal({ discountPercentage })),
      noLabels,
    );
    expect(stats.discountRanges).toEqual({ under10Percent: 2, under25Percent: 2, under50Percent: 2, over50Percent: 2 });
  });

  it('counts product types, treating unknown types as regular', () => {
    const types = ['curated', 'bestSeller', 'bestSeller', 'trending', 'regular', 'super-deal'];
    const stats = computeStatistics(
      types.map((productType) => deal({ productType })),
      noLabels,
    );
    expect(stats.productTypes).toEqual({ curated: 1, bestSeller: 2, trending: 1, regular: 2 });
  });

  it('lists the top 5 categories by count with labels, ties by id', () => {
    const counts: Record<string, number> = { kitchen: 4, baby: 3, toys: 3, books: 2, men: 1, beauty: 1, pantry: 1 };
    const rows = Object.entries(counts).flatMap(([category, n]) =>
      Array.from({ length: n }, () => deal({ category, categoryLabel: `${category} label` })),
    );
    const stats = computeStatistics(rows, new Map([['kitchen', 'Home & Kitchen']]));
    expect(stats.categories).toEqual(counts);
    expect(stats.overall.topCategories).toEqual([
      { category: 'kitchen', label: 'Home & Kitchen', count: 4 },
      { category: 'baby', label: 'baby label', count: 3 },
      { category: 'toys', label: 'toys label', count: 3 },
      { category: 'books', label: 'books label', count: 2 },
      { category: 'beauty', label: 'beauty label', count: 1 },
    ]);
  });
});
