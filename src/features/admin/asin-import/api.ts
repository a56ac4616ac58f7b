import { http } from '../../../lib/http';

/** Import response of SPEC section 3. */
export interface ImportResponse {
  message: string;
  asinsToProcess: number;
  invalidAsinsSkipped: number;
  estimatedTimeSeconds: number;
}

/** POST /api/admin/amazon/import-by-asins {asins: 'A,B'}: answered 202, imported in the background. */
export async function importByAsins(asins: string[]): Promise<ImportResponse | null> {
  const res = await http.post<ImportResponse | null>('/api/admin/amazon/import-by-asins', { asins: asins.join(',') });
  const data = res.data;
  return data && typeof data.asinsToProcess === 'number' ? data : null;
}
