import { formatUsd } from '../lib/format';

/** One price we observed for a deal. */
export interface PricePoint {
  priceCents: number;
  observedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Lowest price we've seen' needs at least this much history behind it. */
const LOWEST_PRICE_HISTORY_DAYS = 30;

const dayText = (at: Date) =>
  at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'America/New_York' });

/**
 * "Lowest price we've seen": only with observations reaching back at least 30 days, and only
 * when the current price is at or below every one of them. Null otherwise: never a claim
 * without the data behind it.
 */
export function lowestPriceBadge(history: readonly PricePoint[], currentCents: number, now: Date): string | null {
  if (history.length === 0) return null;
  const oldest = Math.min(...history.map((p) => p.observedAt.getTime()));
  if (now.getTime() - oldest < LOWEST_PRICE_HISTORY_DAYS * DAY_MS) return null;
  return history.every((p) => currentCents <= p.priceCents) ? "Lowest price we've seen" : null;
}

/**
 * "Price dropped $X since <day>": when the last change of price we observed was a drop to the
 * current price. The day is when we first saw the current price. Null when the price never
 * changed, or last went up.
 */
export function priceDropBadge(history: readonly PricePoint[], currentCents: number): string | null {
  const points = [...history].sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
  let since: Date | null = null;
  for (let i = points.length - 1; i >= 0; i--) {
    const point = points[i];
    if (point.priceCents === currentCents) {
      since = point.observedAt;
      continue;
    }
    if (since === null || point.priceCents < currentCents) return null;
    return `Price dropped ${formatUsd((point.priceCents - currentCents) / 100)} since ${dayText(since)}`;
  }
  return null;
}
