import { http } from '../../../lib/http';
import type { PagedDeals } from '../../../schemas/deal';

/** The manager asks for up to 1,000 manual uploads (docs/product.md 7.5). */
const MANUAL_MANAGER_LIMIT = 1000;

export async function fetchManualUploads(): Promise<PagedDeals> {
  const query = { page: 1, limit: MANUAL_MANAGER_LIMIT };
  return (await http.get('/api/admin/curated-deals', 'dealPage', query)).data;
}
