import { RECENT_LOW_DAYS, type PriceFacts } from './price-badges';

const DAY_MS = 24 * 60 * 60 * 1000;

export const STOCK_UP_BADGE = 'Stock-up price';

/**
 * 'Stock-up price': an item sold by the unit (a known unit count) whose unit price is the lowest
 * we have seen in the last 30 days. Our observations record the item's price, not its unit price;
 * while the unit count is unchanged the unit price is the price divided by a constant, so the unit
 * price is the 30-day lowest exactly when the price is. Only with observations reaching back 30
 * days: a week of history cannot make a 30-day claim.
 */
export function isStockUpPrice(facts: PriceFacts, currentCents: number, unitCount: number | null, now: Date): boolean {
  if (unitCount === null || unitCount <= 0) return false;
  if (facts.oldestAt === null || facts.lowest30Cents === null) return false;
  if (now.getTime() - facts.oldestAt.getTime() < RECENT_LOW_DAYS * DAY_MS) return false;
  return currentCents <= facts.lowest30Cents;
}
