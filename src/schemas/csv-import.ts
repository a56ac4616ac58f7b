import { z } from './zod';

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
const csvRowActionSchema = z.enum(['new', 'change', 'unchanged', 'refused']);
export type CsvRowAction = z.infer<typeof csvRowActionSchema>;

const csvRowPlanSchema = z.object({
  /** The row's line in the file (1-based). */
  line: z.number(),
  asin: z.string(),
  category: z.string(),
  productType: z.string(),
  action: csvRowActionSchema,
  /** An already listed deal as it is now. */
  current: z.object({ category: z.string(), productType: z.string(), isApproved: z.boolean() }).optional(),
  /** Why a row is refused. */
  reason: z.string().optional(),
});
export type CsvRowPlan = z.infer<typeof csvRowPlanSchema>;

/** Answer of POST /api/admin/amazon/import-csv (dry run or import). */
export const csvImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(csvRowPlanSchema),
  counts: z.object({ new: z.number(), change: z.number(), unchanged: z.number(), refused: z.number() }),
  /** The 'asin-import' run fetching the new rows (an import with new rows), to follow in GET /api/admin/jobs. */
  jobRunId: z.number().nullable(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
