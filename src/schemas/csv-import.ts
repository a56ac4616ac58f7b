import { z } from 'zod';

/** Most data rows one CSV import takes (each new ASIN is a retailer look-up). */
export const MAX_CSV_ROWS = 1000;
/** Most characters of a CSV import: 1,000 rows of asin,category,productType fit many times over. */
const MAX_CSV_CHARS = 200_000;
/** The columns, in this order when the file has no header. */
export const CSV_COLUMNS = ['asin', 'category', 'productType'] as const;

/** POST /api/admin/amazon/import-csv: the file's text; a dry run writes nothing. */
export const csvImportRequestSchema = z.object({
  csv: z
    .string({ error: 'csv must be text: rows of asin,category,productType' })
    .max(MAX_CSV_CHARS, `csv is too long: at most ${MAX_CSV_CHARS.toLocaleString('en-US')} characters`),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }),
});

/**
 * What a row does: new (fetched from the retailer, then waits for approval), change (an already
 * listed deal gets the row's category and/or type), unchanged (already listed as the row says),
 * refused (with a reason; nothing happens).
 */
export type CsvRowAction = 'new' | 'change' | 'unchanged' | 'refused';

export interface CsvRowPlan {
  /** The row's line in the file (1-based). */
  line: number;
  asin: string;
  category: string;
  productType: string;
  action: CsvRowAction;
  /** An already listed deal as it is now. */
  current?: { category: string; productType: string; isApproved: boolean };
  /** Why a row is refused. */
  reason?: string;
}

/** Answer of POST /api/admin/amazon/import-csv (dry run or import). */
export interface CsvImportResult {
  dryRun: boolean;
  rows: CsvRowPlan[];
  counts: Record<CsvRowAction, number>;
  /** The 'asin-import' run fetching the new rows (an import with new rows), to follow in GET /api/admin/jobs. */
  jobRunId: number | null;
}
