import { http } from '../../../lib/http';
import type { CsvImportResult } from '../../../schemas/csv-import';
import type { AsinImportResponse } from '../../../schemas/retailer';

/** POST /api/admin/amazon/import-by-asins {asins: 'A,B'}: answered 202, imported in the background. */
export async function importByAsins(asins: string[]): Promise<AsinImportResponse> {
  const body = { asins: asins.join(',') };
  return (await http.post('/api/admin/amazon/import-by-asins', 'asinImport', body)).data;
}

/** POST /api/admin/amazon/import-csv: a dry run says what each row would do; an import applies it (202 with a job). */
export async function importCsv(csv: string, dryRun: boolean): Promise<{ data: CsvImportResult; message?: string }> {
  return http.post('/api/admin/amazon/import-csv', 'csvImport', { csv, dryRun });
}
