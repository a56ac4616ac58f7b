import { http } from '../../../lib/http';
import type { SearchRequest } from './search-request';

/** POST /api/admin/curated-deals/fetch: searches the retailer and imports what it finds. */
export const fetchRetailerProducts = (body: SearchRequest) =>
  http.post('/api/admin/curated-deals/fetch', 'retailerFetch', body);
