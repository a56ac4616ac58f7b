import {
  formatCount,
  formatDiscount,
  formatUsd,
  formatUsdWhole,
  priceAsOfDisplay,
  priceAsOfText,
  ratingText,
} from '../../lib/format';
import type { ClickContext } from '../../lib/click-tracking';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image';
import { hasPriceGap, showsDiscountBadge } from '../../rules/price-gap';
import { httpsLinkProblem, retailerImageProblem } from '../../rules/retailer-urls';
import type { Deal, DealStatistics } from '../../schemas/deal';

/** No figure yet (no data, as under `astro dev`). */
const NO_FIGURE = '—';

/** A deal card of /welcome as its HTML shows it. */
export interface WelcomeCard {
  asin: string;
  title: string;
  categoryLabel: string;
  image: string;
  price: string;
  /** The struck-through price, when there is a gap. */
  original: string | null;
  discount: string | null;
  rating: string | null;
  badge: string | null;
  asOf: string;
  /** The "Click & Save" link; null when the stored link is not https. */
  link: string | null;
  /** What a click on the link reports (lib/click-tracking.ts), as JSON for the browser. */
  track: string;
}

/** Where on the page a card is. */
export interface CardPlace {
  section: string;
  position: number;
  total: number;
}

/** The fields of a deal the click event reports. */
const TRACKED = [
  'asin',
  'productType',
  'category',
  'categoryLabel',
  'isPrime',
  'isSuperDeal',
  'isTiktokTrend',
  'discountPercentage',
  'price',
  'originalPrice',
  'rating',
  'reviewCount',
] as const satisfies readonly (keyof Deal)[];

export function welcomeCard(deal: Deal, badge: string | null, place: CardPlace, now: Date): WelcomeCard {
  const context: ClickContext = {
    clickSource: 'welcome',
    section: place.section,
    position: place.position,
    totalDeals: place.total,
    dealType: deal.productType,
  };
  const rating = ratingText(deal.rating);
  return {
    asin: deal.asin,
    title: deal.title,
    categoryLabel: deal.categoryLabel,
    // Defence in depth: the server stores only the retailer's links and images (src/rules/retailer-urls.ts).
    image: deal.imageUrl && !retailerImageProblem(deal.imageUrl) ? deal.imageUrl : PLACEHOLDER_IMAGE,
    price: formatUsd(deal.price),
    original: hasPriceGap(deal) ? formatUsd(deal.originalPrice) : null,
    discount: showsDiscountBadge(deal) ? formatDiscount(deal.discountPercentage) : null,
    rating: rating && `★ ${rating}`,
    badge,
    asOf: priceAsOfDisplay(priceAsOfText(deal.priceFetchedAt, now)),
    link: httpsLinkProblem(deal.amazonUrl) ? null : deal.amazonUrl,
    track: JSON.stringify({ deal: Object.fromEntries(TRACKED.map((k) => [k, deal[k]])), context }),
  };
}

/** The statistics banner's and stat tiles' texts by key; '—' for each without data. */
export function welcomeFigures(stats: DealStatistics | null, trendingCount: number | null): Record<string, string> {
  const o = stats?.overall;
  return {
    averageSavings: o ? `${Math.round(o.averageDiscount)}%` : NO_FIGURE,
    dealsToday: o ? formatCount(o.totalDeals) : NO_FIGURE,
    averageRating: o && o.averageRating > 0 ? o.averageRating.toFixed(1) : NO_FIGURE,
    totalSavings: o ? formatUsdWhole(o.totalSavings) : NO_FIGURE,
    prime: o ? formatCount(o.hasPrime) : NO_FIGURE,
    under10: stats ? formatCount(stats.priceRanges.under10) : NO_FIGURE,
    over50: stats ? formatCount(stats.discountRanges.over50Percent) : NO_FIGURE,
    kitchen: stats ? formatCount(stats.categories.kitchen ?? 0) : NO_FIGURE,
    // The trending listing's own count (TikTok trends included), as the trending shortcut shows it.
    trending: trendingCount === null ? NO_FIGURE : formatCount(trendingCount),
  };
}
