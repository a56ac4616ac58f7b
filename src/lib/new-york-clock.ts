/**
 * New York's wall clock, computed without Intl. Our prices are stated in New York time ("ET"),
 * and a phone's first use of Intl costs a long task while the home page hydrates (decision 11),
 * so the few texts the public pages show are made from this clock and plain arithmetic.
 *
 * US Eastern time: UTC−5, and UTC−4 from 2:00 local on the second Sunday of March to 2:00 local on
 * the first Sunday of November (the US rule since 2007; the tests hold it to Intl's answer).
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;

/** The day of the month of the first Sunday of a month (month 0–11, UTC calendar). */
const firstSunday = (year: number, month: number) => 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7);

/** Is daylight saving time in force in New York at this instant? */
function daylightSaving(at: number, year: number): boolean {
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const starts = Date.UTC(year, 2, firstSunday(year, 2) + 7, 7);
  const ends = Date.UTC(year, 10, firstSunday(year, 10), 6);
  return at >= starts && at < ends;
}

/** The date and time a New York clock shows at this instant. */
export function newYorkClock(at: Date): WallClock {
  const t = at.getTime();
  const offsetHours = daylightSaving(t, at.getUTCFullYear()) ? -4 : -5;
  const local = new Date(t + offsetHours * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
