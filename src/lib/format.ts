const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$12.99" */
export const formatUsd = (dollars: number): string => usd.format(Number.isFinite(dollars) ? dollars : 0);

/** "1234.50": the amount alone, for data files such as the CSV export. */
export const formatDollars = (dollars: number): string => dollars.toFixed(2);

/** "$1,235" for large totals. */
export const formatUsdWhole = (dollars: number): string => usdWhole.format(Number.isFinite(dollars) ? dollars : 0);

const count = new Intl.NumberFormat('en-US');

/** "12,345" */
export const formatCount = (n: number): string => count.format(Number.isFinite(n) ? n : 0);

/** "4.6" when rating is above 0, else null (no chip). */
export function ratingText(rating: number): string | null {
  return Number.isFinite(rating) && rating > 0 ? rating.toFixed(1) : null;
}

const priceTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const priceDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric' });
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "6:02 PM" in New York, with the date ("Nov 20, 6:02 PM") when on an earlier New York day; '' when unreadable. */
export function priceTimeText(fetchedAt: string, now: Date = new Date()): string {
  const at = new Date(fetchedAt);
  if (Number.isNaN(at.getTime())) return '';
  // Some ICU versions put a narrow no-break space before AM/PM; keep plain spaces.
  const time = priceTime.format(at).replace(/\s/g, ' ');
  return dayKey.format(at) === dayKey.format(now) ? time : `${priceDate.format(at)}, ${time}`;
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

const usdFine = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 3 });

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
  return `${Math.round(each * 100) >= 10 ? formatUsd(each) : usdFine.format(each)} per ${word}`;
}
