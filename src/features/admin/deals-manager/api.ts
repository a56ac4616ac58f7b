import { http } from '../../../lib/http';
import type { AdminDeal, BulkResult, PagedAdminDeals } from '../../../schemas/admin';
import type { CategoryOption } from '../../../schemas/categories';
import type { Deal, ProductType } from '../../../schemas/deal';

/** The admin deal calls of SPEC section 7. Each returns the response's data field. */
const ADMIN_FETCH_LIMIT = 1000;
const MAX_PAGES = 20;

const id = (dealId: string) => encodeURIComponent(dealId);

/** Every deal with its clicks of 7 days, 1,000 a page; null when the server answered without a list. */
export async function fetchAdminDeals(): Promise<AdminDeal[] | null> {
  const first = await http.get<PagedAdminDeals>('/api/admin/products/all', { page: 1, limit: ADMIN_FETCH_LIMIT });
  if (!Array.isArray(first.data?.products)) return null;
  const deals = [...first.data.products];
  for (let page = 2; page <= Math.min(first.data.totalPages, MAX_PAGES); page++) {
    const next = await http.get<PagedAdminDeals>('/api/admin/products/all', { page, limit: ADMIN_FETCH_LIMIT });
    deals.push(...(next.data?.products ?? []));
  }
  return deals;
}

/** GET /api/admin/categories: a list, or an empty one when the answer is not a list. */
export async function fetchAdminCategories(): Promise<CategoryOption[]> {
  const res = await http.get<CategoryOption[]>('/api/admin/categories');
  return Array.isArray(res.data) ? res.data : [];
}

const put = async (path: string, body?: unknown) => (await http.put<Deal | null>(path, body)).data;

export const approveProduct = (dealId: string) => put(`/api/admin/products/${id(dealId)}/approve`);
export const unapproveProduct = (dealId: string) => put(`/api/admin/products/${id(dealId)}/disapprove`);
export const markSuperDeal = (dealId: string) => put(`/api/admin/products/${id(dealId)}/mark-super-deal`);
export const unmarkSuperDeal = (dealId: string) => put(`/api/admin/products/${id(dealId)}/unmark-super-deal`);
export const updateProductType = (dealId: string, productType: ProductType) =>
  put(`/api/admin/products/${id(dealId)}/update-type`, { productType });
/** PUT /api/admin/curated-deals/{id}: {category} or {isApproved}. */
export const updateDeal = (dealId: string, patch: { category: string } | { isApproved: boolean }) =>
  put(`/api/admin/curated-deals/${id(dealId)}`, patch);

export async function bulkSetApproval(productIds: string[], approve: boolean): Promise<BulkResult | null> {
  const path = approve ? '/api/admin/products/bulk-approve' : '/api/admin/products/bulk-disapprove';
  return (await http.post<BulkResult | null>(path, { productIds })).data;
}
