import type { Deal } from '../../../schemas/deal';
import { hasCategory } from '../../../rules/category';
import { formatDollars } from '../../../lib/format';

/** The CSV export of docs/product.md 7.11, built in the browser from the filtered list. */
const CSV_COLUMNS = [
  'ID',
  'Title',
  'Price',
  'Original Price',
  'Discount %',
  'Status',
  'Super Deal',
  'Category',
  'Prime',
  'Rating',
  'Reviews',
  'Last Updated',
] as const;

/**
 * One text field: always quoted with inner quotes doubled, because titles and
 * labels can hold commas, quotes and newlines. A leading = + - @ gets an apostrophe
 * so spreadsheets do not run it as a formula.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

function dealCsvRow(deal: Deal): string {
  return [
    csvText(deal._id),
    csvText(deal.title),
    formatDollars(deal.price),
    formatDollars(deal.originalPrice),
    String(deal.discountPercentage),
    deal.isApproved ? 'Active' : 'Inactive',
    yesNo(deal.isSuperDeal),
    csvText(hasCategory(deal.category) ? deal.categoryLabel || deal.category : 'N/A'),
    yesNo(deal.isPrime),
    deal.rating.toFixed(1),
    String(deal.reviewCount),
    csvText(deal.lastUpdated),
  ].join(',');
}

/** The whole file: a UTF-8 byte order mark (for spreadsheets), header, rows, CRLF line ends. */
export function dealsToCsv(deals: readonly Deal[]): string {
  const lines = [CSV_COLUMNS.join(','), ...deals.map(dealCsvRow)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** deals_export_YYYY-MM-DD.csv, in the operator's local date. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `deals_export_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
