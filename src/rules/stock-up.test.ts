import { describe, expect, it } from 'vitest';
import type { PriceFacts } from './price-badges';
import { isStockUpPrice } from './stock-up';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const facts = (over: Partial<PriceFacts>): PriceFacts => ({
  oldestAt: daysAgo(45),
  lowestCents: 899,
  lowest30Cents: 999,
  previousCents: null,
  currentSince: null,
  ...over,
});

describe('isStockUpPrice', () => {
  it('holds at or below the 30-day lowest price of an item with a unit count', () => {
    expect(isStockUpPrice(facts({}), 999, 24, now)).toBe(true);
    expect(isStockUpPrice(facts({}), 950, 24, now)).toBe(true);
  });

  it('does not hold one cent above the 30-day lowest', () => {
    expect(isStockUpPrice(facts({}), 1000, 24, now)).toBe(false);
  });

  it('needs a unit count', () => {
    expect(isStockUpPrice(facts({}), 999, null, now)).toBe(false);
    expect(isStockUpPrice(facts({}), 999, 0, now)).toBe(false);
  });

  it('needs observations reaching back 30 days', () => {
    expect(isStockUpPrice(facts({ oldestAt: daysAgo(30) }), 999, 24, now)).toBe(true);
    expect(isStockUpPrice(facts({ oldestAt: new Date(daysAgo(30).getTime() + 1) }), 999, 24, now)).toBe(false);
    expect(isStockUpPrice(facts({ oldestAt: null, lowest30Cents: null }), 999, 24, now)).toBe(false);
  });

  it('does not hold without an observation in the last 30 days', () => {
    expect(isStockUpPrice(facts({ lowest30Cents: null }), 999, 24, now)).toBe(false);
  });
});
