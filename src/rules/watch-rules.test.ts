import { describe, expect, it } from 'vitest';
import { isInStock, watchedPerRefresh, watchedProductName } from './watch-rules';

describe('watched products a refresh asks for', () => {
  const budget = { dailyQuota: 8640, refreshesPerDay: 2, callsBeforeDeadline: 60 };

  it('are half the calls left after the deals, in whole calls of 10 ASINs', () => {
    // 60 calls fit before the deadline; 100 deals take 10 of them; half of the 50 left: 25 calls.
    expect(watchedPerRefresh(budget, 100)).toBe(250);
    expect(watchedPerRefresh(budget, 0)).toBe(300);
    expect(watchedPerRefresh(budget, 101)).toBe(240);
  });

  it('are bounded by the day’s quota when it is the smaller bound, and never below none', () => {
    expect(watchedPerRefresh({ ...budget, dailyQuota: 40, callsBeforeDeadline: 3600 }, 0)).toBe(100);
    expect(watchedPerRefresh(budget, 600)).toBe(0);
    expect(watchedPerRefresh(budget, 5000)).toBe(0);
  });
});

describe('a watch notice', () => {
  it('names the product without any price, cut at a word when long', () => {
    expect(watchedProductName('Diapers $24.99 - Size 4', 'B0TEST0001')).toBe('Diapers - Size 4');
    expect(watchedProductName('  ', 'B0TEST0001')).toBe('B0TEST0001');
    const long = watchedProductName(`${'Organic cotton baby blanket '.repeat(5)}end`, 'B0TEST0001');
    expect(long.length).toBeLessThanOrEqual(91);
    expect(long.endsWith('…')).toBe(true);
  });

  it('counts an offer as buyable unless the retailer says it is out of stock', () => {
    expect(isInStock('IN_STOCK')).toBe(true);
    expect(isInStock(null)).toBe(true);
    expect(isInStock('OUT_OF_STOCK')).toBe(false);
  });
});
