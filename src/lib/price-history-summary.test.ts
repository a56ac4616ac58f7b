import { describe, expect, it } from 'vitest';
import { summarizePriceHistory } from './price-history-summary';

describe('summarizePriceHistory', () => {
  it('names the lowest, the highest, the first New York day and the count', () => {
    const summary = summarizePriceHistory([
      { priceCents: 2999, observedAt: new Date('2026-10-01T02:00:00Z') },
      { priceCents: 2499, observedAt: new Date('2026-10-05T14:00:00Z') },
      { priceCents: 2799, observedAt: new Date('2026-10-09T14:00:00Z') },
    ]);
    expect(summary).toEqual({
      lowest: '$24.99',
      highest: '$29.99',
      since: 'Sep 30, 2026',
      checks: '3 price checks',
      sentence: 'Prices we saw since Sep 30, 2026: lowest $24.99, highest $29.99, from 3 price checks.',
    });
  });

  it('says "1 price check", and nothing without observations', () => {
    expect(summarizePriceHistory([{ priceCents: 100, observedAt: new Date('2026-10-01T14:00:00Z') }])?.checks).toBe(
      '1 price check',
    );
    expect(summarizePriceHistory([])).toBeNull();
  });
});
