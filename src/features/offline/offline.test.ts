import { describe, expect, it } from 'vitest';
import { offlineNoticeText } from './offline';

describe('offline notice', () => {
  const now = new Date('2026-11-20T23:30:00Z'); // 6:30 PM in New York

  it('says when the prices were read, New York time', () => {
    expect(offlineNoticeText('2026-11-20T23:02:00Z', now)).toBe("You're offline: prices as of 6:02 PM ET");
  });

  it('adds the day when the page is from an earlier day', () => {
    expect(offlineNoticeText('2026-11-18T15:00:00Z', now)).toBe("You're offline: prices as of Nov 18, 10:00 AM ET");
  });

  it('says only that the phone is offline on a page without prices, or with an unreadable time', () => {
    expect(offlineNoticeText(undefined, now)).toBe("You're offline");
    expect(offlineNoticeText('not a time', now)).toBe("You're offline");
  });
});
