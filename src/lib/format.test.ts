import { describe, expect, it } from 'vitest';
import { priceAsOfDisplay, priceAsOfText, ratingText, unitPriceText } from './format';

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
