import { noticeProductName } from './push-notices';

/** What a watch waits for: any price drop, a price at or below a target, our lowest price, a return to stock. */
export const WATCH_RULES = ['drop', 'below', 'lowest', 'in-stock'] as const;
export type WatchRule = (typeof WATCH_RULES)[number];

/** The rules as the Watch dialog offers them. */
export const WATCH_RULE_LABELS: Record<WatchRule, string> = {
  drop: 'Any price drop',
  below: 'Below a price I choose',
  lowest: "At or below the lowest price we've seen",
  'in-stock': 'Back in stock',
};

/** Most watches one device or one address keeps. */
export const MAX_WATCHES = 200;
/** A target price is more than zero and at most this, in dollars. */
export const MAX_TARGET_PRICE = 100_000;

/** The retailer's word for an offer that cannot be bought now; anything else (or none) is buyable. */
const OUT_OF_STOCK = 'OUT_OF_STOCK';
export const isInStock = (availability: string | null): boolean => availability !== OUT_OF_STOCK;

/** What a watch tells when it fires: what happened, never the price (it may change before it is read). */
export const WATCH_EVENT_TITLES: Record<WatchRule, string> = {
  drop: 'Price drop on a product you watch',
  below: 'Below your price: a product you watch',
  lowest: "Lowest price we've seen on a product you watch",
  'in-stock': 'Back in stock: a product you watch',
};

/** The product's name in a watch's notice or mail; its ASIN when the title is only prices. */
export const watchedProductName = (title: string, asin: string): string => noticeProductName(title) || asin;

/** Share of a refresh's retailer calls left to watched products that are not deals. */
const WATCHED_SHARE_OF_SPARE_CALLS = 0.5;
/** ASINs one retailer call asks for. */
const ASINS_PER_CALL = 10;

/** What bounds one refresh's retailer calls: its share of the day's quota, and how many fit before its deadline. */
export interface RefreshBudget {
  dailyQuota: number;
  refreshesPerDay: number;
  /** The run's deadline over the least time between two calls. */
  callsBeforeDeadline: number;
}

/**
 * How many watched products (not deals) one refresh may ask for: half of the calls its budget
 * leaves after the deals, as whole calls of 10 ASINs.
 */
export function watchedPerRefresh(budget: RefreshBudget, dealCount: number): number {
  const perRefresh = Math.min(Math.floor(budget.dailyQuota / budget.refreshesPerDay), budget.callsBeforeDeadline);
  const spare = perRefresh - Math.ceil(dealCount / ASINS_PER_CALL);
  return Math.max(0, Math.floor(spare * WATCHED_SHARE_OF_SPARE_CALLS)) * ASINS_PER_CALL;
}
