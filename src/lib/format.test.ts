import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDiscount,
  formatUsd,
  formatUsdWhole,
  newYorkMonthDay,
  newYorkMonthDayYear,
  priceAsOfDisplay,
  priceAsOfText,
  priceTimeText,
  ratingText,
  unitPriceText,
} from './format';

describe('ratingText', () => {
  it('shows one decimal only above 0', () => {
    expect(ratingText(4.56)).toBe('4.6');
    expect(ratingText(5)).toBe('5.0');
    expect(ratingText(0)).toBeNull();
    expect(ratingText(Number.NaN)).toBeNull();
  });
});

describe('priceAsOfText', () => {
  it('shows the New York time of the fetch', () => {
    expect(priceAsOfText('2026-11-21T23:02:00Z', new Date('2026-11-21T23:30:00Z'))).toBe('Price as of 6:02 PM ET');
    expect(priceAsOfText('2026-07-01T14:11:00Z', new Date('2026-07-01T15:00:00Z'))).toBe('Price as of 10:11 AM ET');
  });

  it('adds the date when fetched on an earlier day', () => {
    expect(priceAsOfText('2026-11-20T23:02:00Z', new Date('2026-11-21T16:00:00Z'))).toBe(
      'Price as of Nov 20, 6:02 PM ET',
    );
  });

  it('keeps the time on one line for display', () => {
    expect(priceAsOfDisplay('Price as of 6:02 PM ET')).toBe('Price as of 6:02\u00a0PM\u00a0ET');
  });

  it('is empty for an unreadable time', () => {
    expect(priceAsOfText('nope')).toBe('');
  });
});

describe('unitPriceText', () => {
  it('divides the price by the units, with the unit word from the data', () => {
    expect(unitPriceText(4.99, 24, 'roll')).toBe('$0.21 per roll');
    expect(unitPriceText(27.99, 18, 'roll')).toBe('$1.56 per roll');
    expect(unitPriceText(12, 12, 'bottle')).toBe('$1.00 per bottle');
  });

  it('keeps a third decimal under 10 cents', () => {
    expect(unitPriceText(22.99, 810, 'wipe')).toBe('$0.028 per wipe');
    expect(unitPriceText(9.6, 96, 'load')).toBe('$0.10 per load');
    expect(unitPriceText(9.59, 96, 'load')).toBe('$0.10 per load');
    expect(unitPriceText(9.02, 96, 'load')).toBe('$0.094 per load');
  });

  it('is null without a usable count, word or price', () => {
    expect(unitPriceText(4.99, null, 'roll')).toBeNull();
    expect(unitPriceText(4.99, 0, 'roll')).toBeNull();
    expect(unitPriceText(4.99, 2.5, 'roll')).toBeNull();
    expect(unitPriceText(4.99, 24, null)).toBeNull();
    expect(unitPriceText(4.99, 24, '  ')).toBeNull();
    expect(unitPriceText(0, 24, 'roll')).toBeNull();
  });
});

describe('money and counts', () => {
  it('shows dollars with cents, grouped, rounded half away from zero', () => {
    expect(formatUsd(12.99)).toBe('$12.99');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsdWhole(1234.5)).toBe('$1,235');
    expect(formatUsdWhole(99999.99)).toBe('$100,000');
  });

  it('counts with grouping and up to three decimals', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(1234567.891)).toBe('1,234,567.891');
    expect(formatCount(0.5)).toBe('0.5');
  });

  it('shows a discount badge to the whole percent', () => {
    expect(formatDiscount(35)).toBe('-35%');
    expect(formatDiscount(34.5)).toBe('-35%');
    expect(formatDiscount(Number.NaN)).toBe('-0%');
  });

  it('shows 0 for what is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatUsdWhole(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('New York days and times', () => {
  it('follows daylight saving time', () => {
    // 2026: EDT from Mar 8 to Nov 1.
    expect(priceTimeText('2026-03-08T06:59:00Z', new Date('2026-03-08T07:00:00Z'))).toBe('1:59 AM');
    expect(priceTimeText('2026-03-08T07:00:00Z', new Date('2026-03-08T07:01:00Z'))).toBe('3:00 AM');
    expect(priceTimeText('2026-11-01T05:59:00Z', new Date('2026-11-01T06:00:00Z'))).toBe('1:59 AM');
    expect(priceTimeText('2026-11-01T06:00:00Z', new Date('2026-11-01T06:01:00Z'))).toBe('1:00 AM');
  });

  it('names the New York day, with or without the year', () => {
    expect(newYorkMonthDay(new Date('2027-01-01T04:59:00Z'))).toBe('Dec 31');
    expect(newYorkMonthDayYear(new Date('2027-01-01T04:59:00Z'))).toBe('Dec 31, 2026');
    expect(newYorkMonthDayYear(new Date('2026-10-03T16:00:00Z'))).toBe('Oct 3, 2026');
  });

  it('adds the New York day once the time is on an earlier New York day', () => {
    // 11:30 PM on Nov 20 in New York is already Nov 21 in UTC.
    expect(priceTimeText('2026-11-21T04:30:00Z', new Date('2026-11-21T05:10:00Z'))).toBe('Nov 20, 11:30 PM');
    expect(priceTimeText('2026-11-21T04:30:00Z', new Date('2026-11-21T04:50:00Z'))).toBe('11:30 PM');
  });
});
