import { gunzipSync } from 'node:zlib';

/**
 * Associates reports as the Creators API offers them (listReports / getReport). The SDK defines
 * only the listing and the download URL; the file itself is our reading (decision 13): an
 * Associates daily-trends CSV or TSV, possibly gzipped, maybe after a title line, with a header
 * naming the date, clicks, ordered and shipped items, revenue and earnings, one row per day.
 */

/** One file of listReports (ReportMetadata: every field required). */
export interface ReportListing {
  filename: string;
  md5: string;
  size: number;
  lastModified: string;
}

/** Where the reports come from: the Creators API, or the demo catalog's own. */
export interface AssociatesReportSource {
  listReports(): Promise<ReportListing[]>;
  /** The file's bytes, as downloaded (gzipped or not). */
  fetchReport(filename: string): Promise<Uint8Array>;
}

/** One day of a report. Money in cents. */
export interface ReportDay {
  /** yyyy-mm-dd */
  day: string;
  clicks: number;
  orderedItems: number;
  shippedItems: number;
  revenueCents: number;
  earningsCents: number;
}

export class ReportFormatError extends Error {}

type Field = keyof ReportDay;
/** Header names per field, compared lower-case without punctuation; the first column that matches is taken. */
const HEADERS: Record<Field, string[]> = {
  day: ['date', 'day'],
  clicks: ['clicks'],
  orderedItems: ['ordered items', 'items ordered', 'total items ordered', 'total ordered items'],
  shippedItems: ['shipped items', 'items shipped', 'total items shipped', 'total shipped items'],
  revenueCents: ['revenue', 'shipped items revenue', 'total revenue'],
  earningsCents: ['earnings', 'total earnings', 'advertising fees', 'ad fees'],
};
const FIELDS = Object.keys(HEADERS) as Field[];
const MAX_ROWS = 5000;

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)|[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The file as text: gunzipped when it starts with gzip's magic bytes, BOM removed. */
function reportText(bytes: Uint8Array): string {
  let raw: Uint8Array = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      raw = gunzipSync(bytes);
    } catch {
      throw new ReportFormatError('the file looks gzipped but could not be unpacked');
    }
  }
  return new TextDecoder().decode(raw).replace(/^\uFEFF/, '');
}

/** Splits one CSV/TSV line; double quotes may wrap a cell ("$1,234.56") and "" is a quote inside one. */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === separator && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  out.push(cell.trim());
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** yyyy-mm-dd from 2026-11-21, 11/21/2026 or 'Nov 21, 2026'; null when unreadable. */
export function reportDay(text: string): string | null {
  let y: number, m: number, d: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text))) [y, m, d] = [+match[1], +match[2], +match[3]];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text))) [y, m, d] = [+match[3], +match[1], +match[2]];
  else if ((match = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(text))) {
    [y, m, d] = [+match[3], MONTHS.indexOf(match[1].toLowerCase()) + 1, +match[2]];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A whole count ('1,204'); null when it is not one. */
function count(text: string): number | null {
  const plain = text.replace(/,/g, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : null;
}

/** Cents of '$1,234.56', '1234.5' or '(3.10)' (a refund: negative); null when it is not money. */
function cents(text: string): number | null {
  const negative = /^\(.*\)$|^-/.test(text);
  const plain = text.replace(/^\(|\)$|^-|[$,\s]|USD/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const value = Math.round(Number(plain) * 100);
  return negative ? -value : value;
}

/**
 * The days of a report file. Throws ReportFormatError naming the line and the cell for anything
 * it cannot read: a file is taken whole or not at all. A day listed twice keeps its last row.
 */
export function parseReport(bytes: Uint8Array): ReportDay[] {
  const lines = reportText(bytes).split(/\r?\n/);
  const headerAt = lines.findIndex((line) => /date|day/i.test(line) && /clicks/i.test(line));
  if (headerAt < 0) throw new ReportFormatError('no header line with Date and Clicks columns');
  const separator = lines[headerAt].includes('\t') ? '\t' : ',';
  const names = cells(lines[headerAt], separator).map(normalise);
  const column = {} as Record<Field, number>;
  for (const field of FIELDS) {
    const at = names.findIndex((n) => HEADERS[field].includes(n));
    if (at < 0) throw new ReportFormatError(`the header has no ${HEADERS[field][0]} column`);
    column[field] = at;
  }

  const days = new Map<string, ReportDay>();
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    const row = cells(line, separator);
    const at = `line ${i + 1}`;
    // A closing 'Total' line sums the days above it.
    if (/^total/i.test(row[0] ?? '')) continue;
    const day = reportDay(row[column.day] ?? '');
    if (!day) throw new ReportFormatError(`${at}: '${row[column.day] ?? ''}' is not a date`);
    const read = (field: Field, parse: (text: string) => number | null) => {
      const value = parse(row[column[field]] ?? '');
      if (value === null)
        throw new ReportFormatError(`${at}: ${HEADERS[field][0]} '${row[column[field]] ?? ''}' is not a number`);
      return value;
    };
    days.set(day, {
      day,
      clicks: read('clicks', count),
      orderedItems: read('orderedItems', count),
      shippedItems: read('shippedItems', count),
      revenueCents: read('revenueCents', cents),
      earningsCents: read('earningsCents', cents),
    });
    if (days.size > MAX_ROWS) throw new ReportFormatError(`more than ${MAX_ROWS} days`);
  }
  if (days.size === 0) throw new ReportFormatError('the file has a header but no days');
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
