import { describe, expect, it } from 'vitest';
import {
  fitsDailyCap,
  localClock,
  nextAttemptAt,
  quietUntil,
  retryAfterMs,
  startOfLocalDay,
  startOfNextLocalDay,
} from './push-schedule';

const NIGHT = { start: '21:00', end: '07:00' };

describe('quiet hours', () => {
  it('hold a notification at 23:30 in Chicago until 07:00 there', () => {
    const now = new Date('2025-06-03T04:30:00Z'); // 23:30 CDT on June 2
    expect(quietUntil(now, 'America/Chicago', NIGHT)?.toISOString()).toBe('2025-06-03T12:00:00.000Z');
  });

  it('hold one at 06:59:30 until the minute they end', () => {
    const now = new Date('2025-06-03T11:59:30Z'); // 06:59:30 CDT
    expect(quietUntil(now, 'America/Chicago', NIGHT)?.toISOString()).toBe('2025-06-03T12:00:00.000Z');
  });

  it('let one go at 07:00 and during the day, and when there are none', () => {
    expect(quietUntil(new Date('2025-06-03T12:00:00Z'), 'America/Chicago', NIGHT)).toBeNull();
    expect(quietUntil(new Date('2025-06-03T20:59:00Z'), 'America/Chicago', NIGHT)).toBeNull();
    expect(quietUntil(new Date('2025-06-03T04:30:00Z'), 'America/Chicago', null)).toBeNull();
  });

  it('follow the subscriber zone: the same instant is quiet in Berlin, not in Los Angeles', () => {
    const now = new Date('2025-06-02T20:00:00Z'); // 22:00 in Berlin, 13:00 in Los Angeles
    expect(quietUntil(now, 'Europe/Berlin', NIGHT)?.toISOString()).toBe('2025-06-03T05:00:00.000Z');
    expect(quietUntil(now, 'America/Los_Angeles', NIGHT)).toBeNull();
  });

  it('may lie within one day (13:00 to 14:30)', () => {
    const nap = { start: '13:00', end: '14:30' };
    expect(quietUntil(new Date('2025-06-02T18:10:00Z'), 'America/Chicago', nap)?.toISOString()).toBe(
      '2025-06-02T19:30:00.000Z',
    );
    expect(quietUntil(new Date('2025-06-02T19:30:00Z'), 'America/Chicago', nap)).toBeNull();
  });
});

describe('the subscriber day', () => {
  it('begins at local midnight', () => {
    const now = new Date('2025-06-03T04:30:00Z'); // 23:30 CDT June 2
    expect(localClock(now, 'America/Chicago').day).toBe('2025-06-02');
    expect(startOfLocalDay(now, 'America/Chicago').toISOString()).toBe('2025-06-02T05:00:00.000Z');
    expect(startOfNextLocalDay(now, 'America/Chicago').toISOString()).toBe('2025-06-03T05:00:00.000Z');
  });

  it('takes three deal notifications, not a fourth', () => {
    expect([0, 1, 2, 3, 4].map(fitsDailyCap)).toEqual([true, true, true, false, false]);
  });
});

describe('retries', () => {
  const now = new Date('2025-06-02T12:00:00Z');
  it('read Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 02 Jun 2025 12:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('wait the longer of the backoff and what the service asked', () => {
    expect(nextAttemptAt(now, 1, null).getTime() - now.getTime()).toBe(30_000);
    expect(nextAttemptAt(now, 3, null).getTime() - now.getTime()).toBe(120_000);
    expect(nextAttemptAt(now, 1, 600_000).getTime() - now.getTime()).toBe(600_000);
    expect(nextAttemptAt(now, 20, null).getTime() - now.getTime()).toBe(3_600_000);
  });
});
