import { describe, expect, it } from 'vitest';
import {
  claimedText,
  endsInText,
  isOutOfStock,
  isPrimeOnly,
  isSubscribeAndSave,
  limitedTimeBadge,
} from './offer-details';

describe('offer details', () => {
  it("names a lightning deal by its type or badge, any other deal badge 'Limited time deal'", () => {
    expect(limitedTimeBadge({ offerType: 'LIGHTNING_DEAL', dealBadge: null })).toBe('Lightning deal');
    expect(limitedTimeBadge({ offerType: null, dealBadge: 'Lightning Deal' })).toBe('Lightning deal');
    expect(limitedTimeBadge({ offerType: null, dealBadge: 'Limited time deal' })).toBe('Limited time deal');
    expect(limitedTimeBadge({ offerType: 'SUBSCRIBE_AND_SAVE', dealBadge: ' ' })).toBeNull();
    expect(limitedTimeBadge({ offerType: null, dealBadge: null })).toBeNull();
  });

  it('says how much is claimed, within 0 to 100', () => {
    expect(claimedText(43)).toBe('43% claimed');
    expect(claimedText(42.6)).toBe('43% claimed');
    expect(claimedText(140)).toBe('100% claimed');
    expect(claimedText(null)).toBeNull();
    expect(claimedText(Number.NaN)).toBeNull();
  });

  it('counts down to the end, and says nothing once it has passed', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(endsInText('2026-11-27T12:05:09Z', now)).toBe('Ends in 2h 05m 09s');
    expect(endsInText('2026-11-27T10:00:01Z', now)).toBe('Ends in 0h 00m 01s');
    expect(endsInText('2026-11-30T14:00:00Z', now)).toBe('Ends in 3d 4h');
    expect(endsInText('2026-11-27T10:00:00Z', now)).toBeNull();
    expect(endsInText('not a date', now)).toBeNull();
    expect(endsInText(null, now)).toBeNull();
  });

  it("reads stock, Prime-only access and Subscribe & Save from the retailer's words", () => {
    expect(isOutOfStock('OUT_OF_STOCK')).toBe(true);
    expect(isOutOfStock('IN_STOCK')).toBe(false);
    expect(isOutOfStock(null)).toBe(false);
    expect(isPrimeOnly('PRIME_EXCLUSIVE')).toBe(true);
    expect(isPrimeOnly('ALL')).toBe(false);
    expect(isSubscribeAndSave('SUBSCRIBE_AND_SAVE')).toBe(true);
    expect(isSubscribeAndSave('LIGHTNING_DEAL')).toBe(false);
  });
});
