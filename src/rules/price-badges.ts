import { formatUsd, newYorkMonthDay } from '../lib/format';

/** One price we observed for a deal. */
export interface PricePoint {
  priceCents: number;
  observedAt: Date;
}

/**
 * What the badges need to know of a deal's observed prices (the last year's). The deal page
 * derives it from the points (priceFacts); the public lists compute the same in their one query
 * (src/server/services/price-facts.ts).
 */
export interface PriceFacts {
  /** The oldest observation; null without any. */
  oldestAt: Date | null;
  /** The lowest price observed. */
  lowestCents: number | null;
  /** The lowest price observed in the last 30 days. */
  lowest30Cents: number | null;
  /** The price of the latest observation that differs from the current price. */
  previousCents: number | null;
  /** The first observation of the current price after that one: since when it holds. */
  currentSince: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Lowest price we've seen' needs at least this much history behind it. */
const LOWEST_PRICE_HISTORY_DAYS = 30;
/** The window of "the last 30 days" for the 30-day lowest. */
export const RECENT_LOW_DAYS = 30;

const NO_PRICE_FACTS: PriceFacts = {
  oldestAt: null,
  lowestCents: null,
  lowest30Cents: null,
  previousCents: null,
  currentSince: null,
};

/** The facts of a history of points (any order) for a deal at `currentCents`. */
export function priceFacts(history: readonly PricePoint[], currentCents: number, now: Date): PriceFacts {
  if (history.length === 0) return NO_PRICE_FACTS;
  const points = [...history].sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
  const recentFrom = now.getTime() - RECENT_LOW_DAYS * DAY_MS;
  const recent = points.filter((p) => p.observedAt.getTime() >= recentFrom).map((p) => p.priceCents);
  const changed = points.findLastIndex((p) => p.priceCents !== currentCents);
  return {
    oldestAt: points[0].observedAt,
    lowestCents: Math.min(...points.map((p) => p.priceCents)),
    lowest30Cents: recent.length > 0 ? Math.min(...recent) : null,
    previousCents: changed >= 0 ? points[changed].priceCents : null,
    currentSince: points[changed + 1]?.observedAt ?? null,
  };
}

/**
 * "Lowest price we've seen": only with observations reaching back at least 30 days, and only
 * when the current price is at or below every one of them. Null otherwise: never a claim
 * without the data behind it.
 */
export function lowestPriceBadge(facts: PriceFacts, currentCents: number, now: Date): string | null {
  if (facts.oldestAt === null || facts.lowestCents === null) return null;
  if (now.getTime() - facts.oldestAt.getTime() < LOWEST_PRICE_HISTORY_DAYS * DAY_MS) return null;
  return currentCents <= facts.lowestCents ? "Lowest price we've seen" : null;
}

/** A drop earns its badge from this share of the previous price and this many cents on: a few cents are noise. */
const MIN_DROP_SHARE = 0.05;
const MIN_DROP_CENTS = 50;

/**
 * "Price dropped $X since <day>": when the last change of price we observed was a drop to the
 * current price of at least 5% and 50 cents. The day is when we first saw the current price.
 * Null when the price never changed, last went up or barely moved, or the latest observation is
 * not the current price.
 */
export function priceDropBadge(facts: PriceFacts, currentCents: number): string | null {
  if (facts.previousCents === null || facts.currentSince === null) return null;
  const drop = facts.previousCents - currentCents;
  if (drop < MIN_DROP_CENTS || drop < facts.previousCents * MIN_DROP_SHARE) return null;
  return `Price dropped ${formatUsd(drop / 100)} since ${newYorkMonthDay(facts.currentSince)}`;
}

/** Every badge our observations earn a deal, in the order shown; empty without the data behind them. */
export function priceBadges(facts: PriceFacts, currentCents: number, now: Date): string[] {
  return [lowestPriceBadge(facts, currentCents, now), priceDropBadge(facts, currentCents)].filter(
    (badge): badge is string => badge !== null,
  );
}
