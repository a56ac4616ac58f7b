import { describe, expect, it } from 'vitest';
import {
  formatCount,
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

/** Intl's answers, which the arithmetic of format.ts must match. */
const intlUsd = (digits: { min: number; max: number }) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
  });

describe('money and counts, made without Intl', () => {
  const amounts = [
    0, 0.005, 0.015, 0.125, 1.005, 1.015, 2.675, 9.995, 12.99, 19.999, 999.995, 1000, 1234.5, 99999.99, 1234567.891,
  ];
  // A fixed spread of prices with up to three decimals, from cents to a million dollars.
  for (let i = 1; i <= 400; i += 1)
    amounts.push(Math.round((i * 7919.37) % 1_000_000) / 1000, ((i * 2654435761) % 100000) / 100);

  it('formats dollars exactly as Intl does', () => {
    // Intl writes "-$0.00" for a negative amount that rounds to nothing; we write "$0.00".
    const intl = (format: Intl.NumberFormat, value: number) => format.format(value).replace(/^-(\$0(\.0+)?)$/, '$1');
    const cents = intlUsd({ min: 2, max: 2 });
    const whole = intlUsd({ min: 0, max: 0 });
    for (const n of amounts) {
      for (const value of [n, -n]) {
        expect(formatUsd(value), String(value)).toBe(intl(cents, value));
        expect(formatUsdWhole(value), String(value)).toBe(intl(whole, value));
      }
    }
  });

  it('counts exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [...amounts, 7, 1000, 12345, 1_000_000, 123_456_789])
      expect(formatCount(n), String(n)).toBe(intl.format(n));
  });

  it('shows 0 for what is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatUsdWhole(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('keeps a third decimal for unit prices exactly as Intl does', () => {
    const intl = intlUsd({ min: 2, max: 3 });
    for (let cents = 1; cents < 1000; cents += 1) {
      for (const units of [7, 96, 810]) {
        const each = cents / 100 / units;
        if (Math.round(each * 100) < 10)
          expect(unitPriceText(cents / 100, units, 'wipe')).toBe(`${intl.format(each)} per wipe`);
      }
    }
  });
});

describe('New York days and times, made without Intl', () => {
  const intlTime = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  });
  const intlDay = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric' });
  const intlDayYear = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

  it('agree with Intl at every quarter hour around each switch to and from daylight saving time, 2007 to 2040', () => {
    for (let year = 2007; year <= 2040; year += 1) {
      for (const month of [2, 10]) {
        const from = Date.UTC(year, month, 1);
        for (let t = from; t < from + 15 * 86_400_000; t += 15 * 60_000) {
          const at = new Date(t);
          const now = new Date(t + 60_000);
          expect(priceTimeText(at.toISOString(), now), at.toISOString()).toBe(intlTime.format(at).replace(/\s/g, ' '));
        }
      }
    }
  });

  it('agree with Intl on the day, at every hour of 2026 and across new year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 2); t += 3_600_000 + 60_000) {
      const at = new Date(t);
      expect(newYorkMonthDay(at), at.toISOString()).toBe(intlDay.format(at));
      expect(newYorkMonthDayYear(at), at.toISOString()).toBe(intlDayYear.format(at));
    }
  });

  it('adds the New York day once the time is on an earlier New York day', () => {
    // 11:30 PM on Nov 20 in New York is already Nov 21 in UTC.
    expect(priceTimeText('2026-11-21T04:30:00Z', new Date('2026-11-21T05:10:00Z'))).toBe('Nov 20, 11:30 PM');
    expect(priceTimeText('2026-11-21T04:30:00Z', new Date('2026-11-21T04:50:00Z'))).toBe('11:30 PM');
  });
});
