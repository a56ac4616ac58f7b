import type { Deal } from '../schemas/deal';

/** Display rules of docs/product.md 4.3, 5 and 13.3. Pure functions: no DOM, no fetching. */

const HUGE_DISCOUNT = 50;
const HIGHLY_RATED = { rating: 4.5, reviews: 1000 };
const URGENCY_HOURS = 6;
const ENDING_SOON_HOURS = 3;

/** Best-seller card badge: the first matching rule wins (docs/product.md 5.7). */
export function bestSellerBadge(
  deal: Pick<
    Deal,
    'dealBadge' | 'isSuperDeal' | 'isTiktokTrend' | 'discountPercentage' | 'rating' | 'reviewCount' | 'categoryLabel'
  >,
): string {
  if (deal.dealBadge?.trim()) return deal.dealBadge.trim();
  if (deal.isSuperDeal) return 'Super Deal';
  if (deal.isTiktokTrend) return 'TikTok Trend';
  if (deal.discountPercentage >= HUGE_DISCOUNT) return 'Huge Discount';
  if (deal.rating >= HIGHLY_RATED.rating && deal.reviewCount > HIGHLY_RATED.reviews) return 'Highly Rated';
  return deal.categoryLabel?.trim() || 'Best Seller';
}

/**
 * Hours left on a deal: from dealEndsAt, or a random 12 to 24 hours when absent.
 * `random` is injectable so tests are deterministic.
 */
export function hoursRemaining(dealEndsAt: string | null, now: Date, random: () => number = Math.random): number {
  if (dealEndsAt) {
    const end = Date.parse(dealEndsAt);
    if (Number.isFinite(end)) return (end - now.getTime()) / 3_600_000;
  }
  return 12 + random() * 12;
}

/** Urgency tag: under 3 hours 'Ending Soon!', under 6 hours 'Limited Time', else none. */
export function urgencyTag(hoursLeft: number): 'Ending Soon!' | 'Limited Time' | null {
  if (hoursLeft < ENDING_SOON_HOURS) return 'Ending Soon!';
  if (hoursLeft < URGENCY_HOURS) return 'Limited Time';
  return null;
}

/** A deal whose dealEndsAt has passed is not shown. */
export function isLive(deal: Pick<Deal, 'dealEndsAt'>, now: Date): boolean {
  if (!deal.dealEndsAt) return true;
  const end = Date.parse(deal.dealEndsAt);
  return !Number.isFinite(end) || end > now.getTime();
}

/** Public search: case-insensitive substring of title, description or category label. */
export function matchesSearch(deal: Pick<Deal, 'title' | 'description' | 'categoryLabel'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [deal.title, deal.description, deal.categoryLabel].some((field) => (field ?? '').toLowerCase().includes(q));
}
