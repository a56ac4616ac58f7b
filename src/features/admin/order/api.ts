import { http } from '../../../lib/http';
import type { PrecedenceItem, PrecedenceResult } from '../../../schemas/admin';
import type { Deal } from '../../../schemas/deal';
import type { OrderListKey } from './reorder';

/** The Order tab shows the lists exactly as visitors get them, from the public calls. */
const LIST_PATHS: Record<OrderListKey, string> = {
  bestSeller: '/api/products/best-sellers',
  trending: '/api/products/trending',
  curated: '/api/products/curated',
};

/** The list in public order; null when the answer held no list. */
export async function fetchOrderList(key: OrderListKey): Promise<Deal[] | null> {
  const res = await http.get<Deal[] | { products: Deal[] }>(LIST_PATHS[key]);
  const data = res.data;
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.products) ? data.products : null;
}

/** POST /api/admin/products/update-precedence with 1-based positions. */
export async function updatePrecedence(products: PrecedenceItem[]): Promise<PrecedenceResult | null> {
  return (await http.post<PrecedenceResult | null>('/api/admin/products/update-precedence', { products })).data;
}
