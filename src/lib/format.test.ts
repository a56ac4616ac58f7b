import { describe, expect, it } from 'vitest';
import { priceAsOfDisplay, priceAsOfText, ratingText } from './format';

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
