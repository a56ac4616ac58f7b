import type { Deal } from '../../schemas/deal';

/** Display rules of SPEC sections 4, 5 and 9. Pure functions: no DOM, no fetching. */

/** Strike-through and discount badge need a price gap above 50 cents. */
export const PRICE_GAP_THRESHOLD = 0.5;
export const HUGE_DISCOUNT = 50;
export const HIGHLY_RATED = { rating: 4.5, reviews: 1000 };
export const URGENCY_HOURS = 6;
export const ENDING_SOON_HOURS = 3;

type Prices = Pick<Deal, 'price' | 'originalPrice'>;

export function hasPriceGap({ price, originalPrice }: Prices): boolean {
  // Compare in cents so 0.5 exactly is not shown because of float noise.
  return Math.round(originalPrice * 100) - Math.round(price * 100) > PRICE_GAP_THRESHOLD * 100;
}

/** The discount badge: discount above 0 and the same price gap. */
export function showDiscountBadge(deal: Prices & Pick<Deal, 'discountPercentage'>): boolean {
  return deal.discountPercentage > 0 && hasPriceGap(deal);
}

/** "4.6" when rating is above 0, else null (no chip). */
export function ratingText(rating: number): string | null {
  return Number.isFinite(rating) && rating > 0 ? rating.toFixed(1) : null;
}

/** Best-seller card badge: the first matching rule wins (SPEC section 4). */
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

const priceTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const priceDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric' });
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "Price as of 6:02 PM ET"; adds the date ("Nov 20, 6:02 PM ET") when fetched on an earlier New York day. */
export function priceAsOfText(fetchedAt: string, now: Date = new Date()): string {
  const at = new Date(fetchedAt);
  if (Number.isNaN(at.getTime())) return '';
  // Some ICU versions put a narrow no-break space before AM/PM; keep plain spaces.
  const time = priceTime.format(at).replace(/\s/g, ' ');
  const sameDay = dayKey.format(at) === dayKey.format(now);
  return `Price as of ${sameDay ? time : `${priceDate.format(at)}, ${time}`} ET`;
}

/** The same text, kept from breaking inside the time ("6:02 PM ET" stays on one line). */
export function priceAsOfDisplay(text: string): string {
  return text.replace(/ (?=AM|PM|ET)/g, '\u00a0');
}
