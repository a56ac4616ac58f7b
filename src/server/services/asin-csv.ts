import { isAsin } from '../../rules/asins';
import { UNCATEGORIZED, type CategoryOption } from '../../schemas/categories';
import { CSV_COLUMNS, MAX_CSV_ROWS, type CsvRowPlan } from '../../schemas/csv-import';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../schemas/deal';
import { parseCsvText } from './csv-text';
import { formatCount } from '../../lib/format';

/** A data row of the file, its cells trimmed; `problem` when it does not have the three values. */
export interface CsvRow {
  line: number;
  asin: string;
  category: string;
  productType: string;
  problem?: string;
}

/** An already listed deal as the plan compares it. */
export type ListedDeal = Required<CsvRowPlan>['current'];

const EMPTY_FILE = 'The CSV file is empty: add one row per product, asin,category,productType.';
const columnList = CSV_COLUMNS.join(',');
/** 'Product Type', 'product_type' and 'productType' name the same column. */
const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

/**
 * The rows of an import file: asin,category,productType, with an optional header naming those
 * columns (in any order). Whole-file problems (no rows, too many, a wrong header, no row of
 * three values, an unclosed quote) come back as `problem`; a single bad row is kept with its own.
 */
export function readAsinCsv(text: string): { rows: CsvRow[] } | { problem: string } {
  const parsed = parseCsvText(text);
  if ('problem' in parsed) return parsed;
  let records = parsed.records.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  let order: number[] = [0, 1, 2];
  const wanted = CSV_COLUMNS.map(columnKey);
  // A first row naming any of the columns is a header.
  if (records.length > 0 && records[0].cells.some((cell) => wanted.includes(columnKey(cell.trim())))) {
    const names = records[0].cells.map((cell) => columnKey(cell.trim()));
    const unknown = records[0].cells.filter((_, i) => !wanted.includes(names[i]));
    const missing = CSV_COLUMNS.filter((_, i) => !names.includes(wanted[i]));
    if (unknown.length > 0 || missing.length > 0 || names.length !== CSV_COLUMNS.length) {
      const found = records[0].cells.map((cell) => cell.trim()).join(',');
      return { problem: `The header must name the columns ${columnList}; this file's header is ${found}.` };
    }
    order = wanted.map((key) => names.indexOf(key));
    records = records.slice(1);
  }
  if (records.length === 0) return { problem: EMPTY_FILE };
  if (records.length > MAX_CSV_ROWS) {
    const most = formatCount(MAX_CSV_ROWS);
    return {
      problem: `The CSV file has ${formatCount(records.length)} rows: at most ${most} can be imported at once. Please split it.`,
    };
  }
  if (records.every((r) => r.cells.length !== CSV_COLUMNS.length)) {
    const first = records[0];
    return {
      problem: `Each row needs ${CSV_COLUMNS.length} values, ${columnList}; line ${first.line} has ${first.cells.length}.`,
    };
  }
  const rows = records.map(({ line, cells }): CsvRow => {
    const [asin = '', category = '', productType = ''] = order.map((i) => (cells[i] ?? '').trim());
    const row = { line, asin, category, productType };
    if (cells.length === CSV_COLUMNS.length) return row;
    return { ...row, problem: `expected ${CSV_COLUMNS.length} values (${columnList}), found ${cells.length}` };
  });
  return { rows };
}

/** The product type a cell names, by id or label, in any case. */
function productTypeOf(text: string): ProductType | undefined {
  const key = columnKey(text);
  return PRODUCT_TYPES.find((type) => columnKey(type) === key || columnKey(PRODUCT_TYPE_LABELS[type]) === key);
}

/** The category a cell names, by id or label, in any case; 'uncategorized' means none. */
function categoryOf(text: string, categories: readonly CategoryOption[]): string | undefined {
  const key = text.toLowerCase();
  if (key === UNCATEGORIZED) return UNCATEGORIZED;
  return categories.find((c) => c.id.toLowerCase() === key || c.label.toLowerCase() === key)?.id;
}

/** Why a row cannot be imported, or its canonical values. */
function checkRow(
  row: CsvRow,
  categories: readonly CategoryOption[],
  lineOf: Map<string, number>,
): { reason: string } | { asin: string; category: string; productType: ProductType } {
  if (row.problem) return { reason: row.problem };
  const asin = row.asin.toUpperCase();
  if (!isAsin(asin)) return { reason: `'${row.asin}' is not an ASIN (10 letters or digits)` };
  const earlier = lineOf.get(asin);
  if (earlier !== undefined) return { reason: `ASIN repeated: line ${earlier} has it already` };
  lineOf.set(asin, row.line);
  const ids = [...categories.map((c) => c.id), UNCATEGORIZED].join(', ');
  if (row.category === '') return { reason: `category is empty: use one of ${ids}` };
  const category = categoryOf(row.category, categories);
  if (!category) return { reason: `unknown category '${row.category}': use one of ${ids}` };
  const productType = productTypeOf(row.productType);
  if (!productType) {
    const what = row.productType === '' ? 'product type is empty' : `unknown product type '${row.productType}'`;
    return { reason: `${what}: use one of ${PRODUCT_TYPES.join(', ')}` };
  }
  return { asin, category, productType };
}

/** What each row would do, given the categories and the deals already listed (by ASIN). */
export function planCsvRows(
  rows: readonly CsvRow[],
  categories: readonly CategoryOption[],
  listed: ReadonlyMap<string, ListedDeal>,
): CsvRowPlan[] {
  const lineOf = new Map<string, number>();
  return rows.map((row) => {
    const checked = checkRow(row, categories, lineOf);
    if ('reason' in checked) {
      const { asin, category, productType, line } = row;
      return { line, asin, category, productType, action: 'refused', reason: checked.reason };
    }
    const current = listed.get(checked.asin);
    const plan = { line: row.line, ...checked };
    if (!current) return { ...plan, action: 'new' };
    const same = current.category === checked.category && current.productType === checked.productType;
    return { ...plan, action: same ? 'unchanged' : 'change', current };
  });
}
