import { newYorkClock, type WallClock } from './new-york-clock';

/**
 * Numbers and times as the site shows them, in American English. Made with plain arithmetic, not
 * Intl: the first Intl use on a phone is a long task inside the home page's hydration (decision 11).
 * The tests hold every text to Intl's own answer.
 */

/**
 * "1,234.5": grouped digits, rounded half away from zero at `maxDigits` decimals, at least `minDigits`
 * kept. Rounds the number's shortest decimal form (0.0125 is 0.012499999999999999 as a number), as Intl does.
 */
function decimalText(value: number, minDigits: number, maxDigits: number): string {
  const n = Number.isFinite(value) ? value : 0;
  const shortest = String(Math.abs(n));
  const [whole, fraction = ''] = (shortest.includes('e') ? Math.abs(n).toFixed(maxDigits + 1) : shortest).split('.');
  let digits = BigInt(whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0'));
  if (fraction.length > maxDigits && fraction[maxDigits] >= '5') digits += 1n;
  const text = String(digits).padStart(maxDigits + 1, '0');
  const grouped = text.slice(0, text.length - maxDigits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let kept = text.slice(text.length - maxDigits);
  while (kept.length > minDigits && kept.endsWith('0')) kept = kept.slice(0, -1);
  const sign = n < 0 && digits > 0n ? '-' : '';
  return `${sign}${grouped}${kept ? `.${kept}` : ''}`;
}

/** "$12.99", "-$3.00" */
function usdText(dollars: number, minDigits: number, maxDigits: number): string {
  const text = decimalText(dollars, minDigits, maxDigits);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** "$12.99" */
export const formatUsd = (dollars: number): string => usdText(dollars, 2, 2);

/** "1234.50": the amount alone, for data files such as the CSV export. */
export const formatDollars = (dollars: number): string => dollars.toFixed(2);

/** "$1,235" for large totals. */
export const formatUsdWhole = (dollars: number): string => usdText(dollars, 0, 0);

/** "12,345" (up to three decimals when there are any). */
export const formatCount = (n: number): string => decimalText(n, 0, 3);

/** "4.6" when rating is above 0, else null (no chip). */
export function ratingText(rating: number): string | null {
  return Number.isFinite(rating) && rating > 0 ? rating.toFixed(1) : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthDay = (clock: WallClock) => `${MONTHS[clock.month - 1]} ${clock.day}`;

/** "Nov 20": the New York day of an instant. */
export const newYorkMonthDay = (at: Date): string => monthDay(newYorkClock(at));

/** "Oct 3, 2026": the New York day of an instant, with its year. */
export function newYorkMonthDayYear(at: Date): string {
  const clock = newYorkClock(at);
  return `${monthDay(clock)}, ${clock.year}`;
}

/** "6:02 PM" */
const timeOfDay = ({ hour, minute }: WallClock) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/** "6:02 PM" in New York, with the date ("Nov 20, 6:02 PM") when on an earlier New York day; '' when unreadable. */
export function priceTimeText(fetchedAt: string, now: Date = new Date()): string {
  const at = new Date(fetchedAt);
  if (Number.isNaN(at.getTime())) return '';
  const clock = newYorkClock(at);
  const today = newYorkClock(now);
  const sameDay = clock.year === today.year && clock.month === today.month && clock.day === today.day;
  return sameDay ? timeOfDay(clock) : `${monthDay(clock)}, ${timeOfDay(clock)}`;
}

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
  const each = dollars / unitCount;
  return `${Math.round(each * 100) >= 10 ? formatUsd(each) : usdText(each, 2, 3)} per ${word}`;
}
