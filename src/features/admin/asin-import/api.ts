import { http } from '../../../lib/http';
import type { CsvImportResult } from '../../../schemas/csv-import';
import type { AsinImportResponse } from '../../../schemas/retailer';

/** POST /api/admin/amazon/import-by-asins {asins: 'A,B'}: answered 202, imported in the background. */
export async function importByAsins(asins: string[]): Promise<AsinImportResponse | null> {
  const res = await http.post<AsinImportResponse | null>('/api/admin/amazon/import-by-asins', {
    asins: asins.join(','),
  });
  const data = res.data;
  return data && typeof data.asinsToProcess === 'number' && typeof data.jobRunId === 'number' ? data : null;
}

/** POST /api/admin/amazon/import-csv: a dry run says what each row would do; an import applies it (202 with a job). */
export async function importCsv(
  csv: string,
  dryRun: boolean,
): Promise<{ data: CsvImportResult | null; message?: string }> {
  const res = await http.post<CsvImportResult | null>('/api/admin/amazon/import-csv', { csv, dryRun });
  return { data: res.data && Array.isArray(res.data.rows) ? res.data : null, message: res.message };
}
