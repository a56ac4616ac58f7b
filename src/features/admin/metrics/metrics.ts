import type { Deal } from '../../../schemas/deal';
import { hasCategory } from '../../../rules/category';

/** Admin metrics, computed in the client from the loaded deals (docs/product.md 7.2). */
const RECENTLY_ADDED_DAYS = 7;
const RECENTLY_UPDATED_HOURS = 24;
const RECENT_LIST_SIZE = 5;

export interface AdminMetrics {
  total: number;
  active: number;
  inactive: number;
  superDealId: string | null;
  /** Over positive discounts only; 0 when there are none. */
  averageDiscount: number;
  highestDiscount: number;
  prime: number;
  trending: number;
  expired: number;
  addedLast7Days: number;
  /** Deals whose price changed in the last 24 hours ('Updated (24 h)'). */
  priceChangedLast24Hours: number;
  /** Newest first, at most five. */
  recentlyUpdated: Deal[];
  topCategory: { id: string; label: string; count: number } | null;
}

const HOUR = 60 * 60 * 1000;

export function computeMetrics(deals: readonly Deal[], now: Date): AdminMetrics {
  const t = now.getTime();
  const addedSince = t - RECENTLY_ADDED_DAYS * 24 * HOUR;
  const updatedSince = t - RECENTLY_UPDATED_HOURS * HOUR;
  let active = 0;
  let prime = 0;
  let trending = 0;
  let expired = 0;
  let added = 0;
  let priceChanged = 0;
  let discountSum = 0;
  let discountCount = 0;
  let highestDiscount = 0;
  let superDealId: string | null = null;
  const updated: { deal: Deal; at: number }[] = [];
  const byCategory = new Map<string, { label: string; count: number }>();

  for (const d of deals) {
    if (d.isApproved) active++;
    if (d.isPrime) prime++;
    if (d.productType === 'trending' || d.isTiktokTrend) trending++;
    if (d.isExpired) expired++;
    if (d.isSuperDeal && superDealId === null) superDealId = d._id;
    if (d.discountPercentage > 0) {
      discountSum += d.discountPercentage;
      discountCount++;
      highestDiscount = Math.max(highestDiscount, d.discountPercentage);
    }
    if (Date.parse(d.createdAt) >= addedSince) added++;
    const at = Date.parse(d.lastUpdated);
    if (at >= updatedSince && at <= t) updated.push({ deal: d, at });
    const changedAt = d.priceChangedAt ? Date.parse(d.priceChangedAt) : Number.NaN;
    if (changedAt >= updatedSince && changedAt <= t) priceChanged++;
    if (hasCategory(d.category)) {
      const entry = byCategory.get(d.category) ?? { label: d.categoryLabel || d.category, count: 0 };
      entry.count++;
      byCategory.set(d.category, entry);
    }
  }

  let topCategory: AdminMetrics['topCategory'] = null;
  for (const [id, { label, count }] of byCategory) {
    if (!topCategory || count > topCategory.count) topCategory = { id, label, count };
  }
  updated.sort((a, b) => b.at - a.at);

  return {
    total: deals.length,
    active,
    inactive: deals.length - active,
    superDealId,
    averageDiscount: discountCount ? Math.round(discountSum / discountCount) : 0,
    highestDiscount,
    prime,
    trending,
    expired,
    addedLast7Days: added,
    priceChangedLast24Hours: priceChanged,
    recentlyUpdated: updated.slice(0, RECENT_LIST_SIZE).map((u) => u.deal),
    topCategory,
  };
}

/** Share of the total as a percent with 1 decimal ('0.0' when the total is 0). */
export function percentOf(count: number, total: number): string {
  return total > 0 ? ((count / total) * 100).toFixed(1) : '0.0';
}
