import type { DealStatistics } from '../../schemas/deal';

/** The fields of a deal the statistics need. */
export interface StatsDeal {
  priceCents: number;
  originalPriceCents: number;
  discountPercentage: number;
  rating: number;
  isPrime: boolean;
  productType: string;
  category: string;
  categoryLabel: string;
}

/**
 * Price buckets by upper bound, inclusive: under10 is $10.00 and less (as the "$10 & Under"
 * tab), under25 is over $10 up to $25, under50 over $25 up to $50, under100 over $50 up to
 * $100, and over100 anything above $100.
 */
const PRICE_BUCKETS = [
  ['under10', 1000],
  ['under25', 2500],
  ['under50', 5000],
  ['under100', 10000],
] as const;

/**
 * Discount buckets by lower bound, inclusive: under10Percent is below 10%, under25Percent
 * 10-24%, under50Percent 25-49% and over50Percent 50% or more (the "50%+ off" tile).
 */
const DISCOUNT_BUCKETS = [
  ['under10Percent', 10],
  ['under25Percent', 25],
  ['under50Percent', 50],
] as const;

const TOP_CATEGORY_COUNT = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * "Deal statistics" (docs/product.md 6.7) over the given deals. averageDiscount is a whole percent,
 * averageRating one decimal over rated deals only (a rating of 0 means none yet),
 * averagePrice and totalSavings dollars with cents. `labels` names categories (category id to label);
 * a deal's own categoryLabel is the fallback.
 */
export function computeStatistics(rows: readonly StatsDeal[], labels: ReadonlyMap<string, string>): DealStatistics {
  const priceRanges = { under10: 0, under25: 0, under50: 0, under100: 0, over100: 0 };
  const discountRanges = { under10Percent: 0, under25Percent: 0, under50Percent: 0, over50Percent: 0 };
  const productTypes = { curated: 0, bestSeller: 0, trending: 0, regular: 0 };
  const categories: Record<string, number> = {};
  const fallbackLabels = new Map<string, string>();
  let discountSum = 0;
  let priceSum = 0;
  let savingsSum = 0;
  let ratingSum = 0;
  let rated = 0;
  let prime = 0;

  for (const row of rows) {
    discountSum += row.discountPercentage;
    priceSum += row.priceCents;
    savingsSum += Math.max(0, row.originalPriceCents - row.priceCents);
    if (row.rating > 0) {
      ratingSum += row.rating;
      rated += 1;
    }
    if (row.isPrime) prime += 1;

    const priceBucket = PRICE_BUCKETS.find(([, max]) => row.priceCents <= max);
    priceRanges[priceBucket ? priceBucket[0] : 'over100'] += 1;
    const discountBucket = DISCOUNT_BUCKETS.find(([, below]) => row.discountPercentage < below);
    discountRanges[discountBucket ? discountBucket[0] : 'over50Percent'] += 1;

    const type = row.productType in productTypes ? (row.productType as keyof typeof productTypes) : 'regular';
    productTypes[type] += 1;
    categories[row.category] = (categories[row.category] ?? 0) + 1;
    if (row.categoryLabel) fallbackLabels.set(row.category, row.categoryLabel);
  }

  const n = rows.length;
  const topCategories = Object.entries(categories)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_CATEGORY_COUNT)
    .map(([category, count]) => ({
      category,
      label: labels.get(category) ?? fallbackLabels.get(category) ?? category,
      count,
    }));

  return {
    overall: {
      totalDeals: n,
      averageDiscount: n ? Math.round(discountSum / n) : 0,
      averageRating: rated ? round1(ratingSum / rated) : 0,
      averagePrice: n ? Math.round(priceSum / n) / 100 : 0,
      totalSavings: savingsSum / 100,
      hasPrime: prime,
      topCategories,
    },
    priceRanges,
    discountRanges,
    productTypes,
    categories,
  };
}
