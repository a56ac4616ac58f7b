import { describe, expect, it } from 'vitest';
import { lowestPriceBadge, priceDropBadge, type PricePoint } from './price-badges';

const now = new Date('2026-11-23T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const at = (days: number, priceCents: number): PricePoint => ({ observedAt: daysAgo(days), priceCents });

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
});
