import { describe, expect, it } from 'vitest';
import { countdownText, initialCountdownMinutes, superDealEnd } from './countdown';

const now = new Date('2026-11-21T15:00:00Z');

describe('countdownText', () => {
  it('shows hours and minutes', () => {
    expect(countdownText(272)).toBe('4h 32m');
    expect(countdownText(271)).toBe('4h 31m');
    expect(countdownText(60)).toBe('1h 0m');
    expect(countdownText(5)).toBe('0h 5m');
    expect(countdownText(0)).toBe('0h 0m');
  });

  it("turns into 'Just now!' when negative", () => {
    expect(countdownText(-1)).toBe('Just now!');
  });
});

describe('initialCountdownMinutes', () => {
  it("starts at '4h 32m' when the deal has no end", () => {
    expect(countdownText(initialCountdownMinutes(null, now))).toBe('4h 32m');
    expect(countdownText(initialCountdownMinutes('not a date', now))).toBe('4h 32m');
  });

  it('counts down to the real end time', () => {
    expect(countdownText(initialCountdownMinutes('2026-11-21T17:15:30Z', now))).toBe('2h 15m');
    expect(countdownText(initialCountdownMinutes('2026-11-21T14:00:00Z', now))).toBe('Just now!');
  });
});

describe('superDealEnd', () => {
  it('defaults to now plus 4 hours', () => {
    expect(superDealEnd(null, now).toISOString()).toBe('2026-11-21T19:00:00.000Z');
    expect(superDealEnd('2026-11-22T01:00:00Z', now).toISOString()).toBe('2026-11-22T01:00:00.000Z');
  });
});
