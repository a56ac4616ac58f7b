import { http } from '../../../lib/http';
import type { PagedDeals } from '../../../schemas/deal';

/** The manager asks for up to 1,000 manual uploads (docs/product.md 7.5). */
const MANUAL_MANAGER_LIMIT = 1000;

export async function fetchManualUploads(): Promise<PagedDeals | null> {
  const res = await http.get<PagedDeals>('/api/admin/curated-deals', { page: 1, limit: MANUAL_MANAGER_LIMIT });
  return Array.isArray(res.data?.products) ? res.data : null;
}
