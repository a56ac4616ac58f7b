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

/** The list in public order. */
export async function fetchOrderList(key: OrderListKey): Promise<Deal[]> {
  return (await http.get(LIST_PATHS[key], 'deals')).data;
}

/** POST /api/admin/products/update-precedence with 1-based positions. */
export async function updatePrecedence(products: PrecedenceItem[]): Promise<PrecedenceResult> {
  return (await http.post('/api/admin/products/update-precedence', 'precedenceResult', { products })).data;
}
