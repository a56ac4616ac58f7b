import type { QuietHours } from '../schemas/push';

/** Notifications per subscription per day, the subscriber's day; more are folded into one summary. */
const DAILY_PUSH_CAP = 3;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The wall clock in a zone: the day (yyyy-mm-dd) and the minute and ms of that day. */
export function localClock(now: Date, timeZone: string): { day: string; minute: number; msIntoMinute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    msIntoMinute: Number(parts.second) * 1000 + now.getUTCMilliseconds(),
  };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When the quiet hours around `now` end, in the subscriber's zone; null when now is not quiet.
 * Quiet hours may wrap midnight (21:00–07:00). Counted on the wall clock: a DST change inside
 * the quiet hours moves the end by that hour.
 */
export function quietUntil(now: Date, timeZone: string, quiet: QuietHours | null): Date | null {
  if (!quiet) return null;
  const { minute, msIntoMinute } = localClock(now, timeZone);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const untilEnd = (end - minute + DAY_MINUTES) % DAY_MINUTES;
  return new Date(now.getTime() + untilEnd * MINUTE_MS - msIntoMinute);
}

/** When the subscriber's current day began (wall clock, as quietUntil). */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const { minute, msIntoMinute } = localClock(now, timeZone);
  return new Date(now.getTime() - minute * MINUTE_MS - msIntoMinute);
}

/** When the subscriber's next day begins. */
export const startOfNextLocalDay = (now: Date, timeZone: string): Date =>
  new Date(startOfLocalDay(now, timeZone).getTime() + DAY_MINUTES * MINUTE_MS);

/** Whether one more deal notification fits today's cap, after `sentToday` of them. */
export const fitsDailyCap = (sentToday: number): boolean => sentToday < DAILY_PUSH_CAP;

/** The backoff of the nth failed attempt (1, 2, ...): 30 s doubling, at most an hour. */
const retryBackoffMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** A Retry-After header (seconds, or an HTTP date) as ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** When a refused send is tried again: after the backoff, and no sooner than the service asked. */
export const nextAttemptAt = (now: Date, attempt: number, retryAfter: number | null): Date =>
  new Date(now.getTime() + Math.max(retryBackoffMs(attempt), retryAfter ?? 0));
