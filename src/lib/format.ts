/**
 * Numbers and times as the site shows them, in American English, through Intl. Each formatter is
 * made once, the first time it is needed. Our prices are stated in New York time ("ET").
 */

const LOCALE = 'en-US';
const NEW_YORK = 'America/New_York';

/** A formatter made on first use and kept. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = once(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', signDisplay: 'negative' }));
const usdWhole = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    }),
);
const usdTiny = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }),
);
const count = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3, signDisplay: 'negative' }));
const monthDay = once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: NEW_YORK, month: 'short', day: 'numeric' }));
const monthDayYear = once(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: NEW_YORK, month: 'short', day: 'numeric', year: 'numeric' }),
);
const timeOfDay = once(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: NEW_YORK, hour: 'numeric', minute: '2-digit' }),
);
const dayKey = once(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: NEW_YORK, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** "$12.99" */
export const formatUsd = (dollars: number): string => usd().format(finite(dollars));

/** "-35%": a discount badge, to the whole percent. */
export const formatDiscount = (percent: number): string => `-${Math.round(finite(percent))}%`;

/** "1234.50": the amount alone, for data files such as the CSV export. */
export const formatDollars = (dollars: number): string => dollars.toFixed(2);

/** "$1,235" for large totals. */
export const formatUsdWhole = (dollars: number): string => usdWhole().format(finite(dollars));

/** "12,345" (up to three decimals when there are any). */
export const formatCount = (n: number): string => count().format(finite(n));

/** "4.6" when rating is above 0, else null (no chip). */
export function ratingText(rating: number): string | null {
  return Number.isFinite(rating) && rating > 0 ? rating.toFixed(1) : null;
}

/** "Nov 20": the New York day of an instant. */
export const newYorkMonthDay = (at: Date): string => monthDay().format(at);

/** "Oct 3, 2026": the New York day of an instant, with its year. */
export const newYorkMonthDayYear = (at: Date): string => monthDayYear().format(at);

/** "6:02 PM" in New York, with the date ("Nov 20, 6:02 PM") when on an earlier New York day; '' when unreadable. */
export function priceTimeText(fetchedAt: string, now: Date = new Date()): string {
  const at = new Date(fetchedAt);
  if (Number.isNaN(at.getTime())) return '';
  // Intl puts a narrow no-break space before AM/PM; our texts use a plain space (see priceAsOfDisplay).
  const time = timeOfDay().format(at).replace(/\s/g, ' ');
  return dayKey().format(at) === dayKey().format(now) ? time : `${newYorkMonthDay(at)}, ${time}`;
}

/** "6 PM" or "6:30 PM", New York time. */
export const newYorkTimeOfDay = (at: Date): string => timeOfDay().format(at).replace(':00', '');

/** "Price as of 6:02 PM ET"; adds the date ("Nov 20, 6:02 PM ET") when fetched on an earlier New York day. */
export function priceAsOfText(fetchedAt: string, now: Date = new Date()): string {
  const time = priceTimeText(fetchedAt, now);
  return time ? `Price as of ${time} ET` : '';
}

/** The same text, kept from breaking inside the time ("6:02 PM ET" stays on one line). */
export function priceAsOfDisplay(text: string): string {
  return text.replace(/ (?=AM|PM|ET)/g, '\u00a0');
}

/**
 * "$0.21 per roll": the price of one unit, with the unit's word as the data gives it (singular).
 * Under 10 cents a third decimal keeps tiny unit prices apart ("$0.028 per wipe"). Null without a
 * usable count or word.
 */
export function unitPriceText(dollars: number, unitCount: number | null, unitLabel: string | null): string | null {
  const word = unitLabel?.trim();
  if (!word || unitCount === null || !Number.isInteger(unitCount) || unitCount <= 0) return null;
  if (!Number.isFinite(dollars) || dollars <= 0) return null;
  return perUnitText(dollars / unitCount, word);
}

/** "$0.21 per roll" for one unit's price in dollars (a third decimal under 10 cents); null without a price or word. */
export function perUnitText(each: number, unit: string | null): string | null {
  const word = unit?.trim();
  if (!word || !Number.isFinite(each) || each <= 0) return null;
  return `${Math.round(each * 100) >= 10 ? formatUsd(each) : usdTiny().format(each)} per ${word}`;
}
