import { http } from '../../../lib/http';
import type { SearchRequest } from './search-request';

export interface FetchResult {
  count: number;
  created?: number;
  updated?: number;
}

/** POST /api/admin/curated-deals/fetch: searches the retailer and imports what it finds. */
export async function fetchRetailerProducts(
  body: SearchRequest,
): Promise<{ data: FetchResult | null; message?: string }> {
  const res = await http.post<FetchResult | null>('/api/admin/curated-deals/fetch', body);
  return { data: res.data ?? null, message: res.message };
}
