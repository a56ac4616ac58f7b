import { describe, expect, it } from 'vitest';
import {
  lowestPriceBadge as lowestOfFacts,
  priceBadges,
  priceDropBadge as dropOfFacts,
  priceFacts,
  type PricePoint,
} from './price-badges';

const now = new Date('2026-11-23T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const at = (days: number, priceCents: number): PricePoint => ({ observedAt: daysAgo(days), priceCents });
const lowestPriceBadge = (history: PricePoint[], current: number, when: Date) =>
  lowestOfFacts(priceFacts(history, current, when), current, when);
const priceDropBadge = (history: PricePoint[], current: number) =>
  dropOfFacts(priceFacts(history, current, now), current);

describe("'Lowest price we've seen'", () => {
  it('shows with 30 days of history and the current price at their minimum (a tie counts)', () => {
    const history = [at(30, 2500), at(12, 2000), at(1, 1999)];
    expect(lowestPriceBadge(history, 1999, now)).toBe("Lowest price we've seen");
    expect(lowestPriceBadge([at(45, 1999), at(2, 1999)], 1999, now)).toBe("Lowest price we've seen");
  });

  it('does not show with less than 30 days of history, however low the price', () => {
    expect(lowestPriceBadge([at(29.9, 2500), at(1, 1000)], 1000, now)).toBeNull();
    expect(lowestPriceBadge([], 1000, now)).toBeNull();
  });

  it('does not show when we have seen it cheaper, by a single cent', () => {
    expect(lowestPriceBadge([at(40, 1998), at(1, 1999)], 1999, now)).toBeNull();
  });
});

describe("'Price dropped $X since <day>'", () => {
  it('names the drop and the day we first saw the current price', () => {
    const history = [at(10, 2499), at(5, 2499), at(3, 1999), at(1, 1999)];
    expect(priceDropBadge(history, 1999)).toBe('Price dropped $5.00 since Nov 20');
  });

  it('reads the history in time order, whatever order it comes in', () => {
    expect(priceDropBadge([at(1, 1999), at(10, 2499), at(3, 1999)], 1999)).toBe('Price dropped $5.00 since Nov 20');
  });

  it('does not show when the last change was a rise, even after an earlier drop', () => {
    expect(priceDropBadge([at(10, 3000), at(6, 2000), at(2, 2500)], 2500)).toBeNull();
  });

  it('does not show without a change, without history, or when the current price was never observed', () => {
    expect(priceDropBadge([at(10, 1999), at(1, 1999)], 1999)).toBeNull();
    expect(priceDropBadge([], 1999)).toBeNull();
    expect(priceDropBadge([at(10, 2500)], 1999)).toBeNull();
  });

  it('does not show for a drop of a few cents: it takes 5% of the previous price and 50 cents', () => {
    expect(priceDropBadge([at(5, 495), at(1, 493)], 493)).toBeNull();
    // 5% of $24.99 is $1.25.
    expect(priceDropBadge([at(5, 2499), at(1, 2399)], 2399)).toBeNull();
    expect(priceDropBadge([at(5, 2499), at(1, 2374)], 2374)).toBe('Price dropped $1.25 since Nov 22');
    // 50 cents off a $6 item is 8%: shown; 40 cents is not.
    expect(priceDropBadge([at(5, 600), at(1, 550)], 550)).toBe('Price dropped $0.50 since Nov 22');
    expect(priceDropBadge([at(5, 600), at(1, 560)], 560)).toBeNull();
  });
});

describe('priceFacts', () => {
  it('finds the oldest, the lowest, the 30-day lowest, the previous price and since when the current one holds', () => {
    const facts = priceFacts([at(40, 1500), at(29, 2600), at(10, 2499), at(3, 1999), at(1, 1999)], 1999, now);
    expect(facts).toEqual({
      oldestAt: daysAgo(40),
      lowestCents: 1500,
      lowest30Cents: 1999,
      previousCents: 2499,
      currentSince: daysAgo(3),
    });
  });

  it('has no previous price when it never changed, and no 30-day lowest without recent observations', () => {
    expect(priceFacts([at(40, 1999), at(35, 1999)], 1999, now)).toMatchObject({
      lowest30Cents: null,
      previousCents: null,
      currentSince: daysAgo(40),
    });
  });
});

describe('priceBadges', () => {
  it('lists both badges when both are earned, none without history', () => {
    const facts = priceFacts([at(40, 2999), at(2, 2499), at(1, 1999)], 1999, now);
    expect(priceBadges(facts, 1999, now)).toEqual(["Lowest price we've seen", 'Price dropped $5.00 since Nov 22']);
    expect(priceBadges(priceFacts([], 1999, now), 1999, now)).toEqual([]);
  });
});
