import { http } from '../../../lib/http';
import type { AdminDeal, BulkResult } from '../../../schemas/admin';
import type { CategoryOption } from '../../../schemas/categories';
import type { Deal, ProductType } from '../../../schemas/deal';

/** The admin deal calls of docs/product.md 10.5. Each returns the response's data field. */
const id = (dealId: string) => encodeURIComponent(dealId);

/** The newest deals, enough to fill the first screen of cards or rows. */
const FIRST_SCREEN = 100;
const ADMIN_FETCH_LIMIT = 1000;
const MAX_PAGES = 20;
/** Pages asked for at once after the first screen. */
const PARALLEL_PAGES = 2;

interface DealsPage {
  products: AdminDeal[];
  total: number;
}

async function fetchDealsPage(page: number, limit: number): Promise<DealsPage> {
  const { data } = await http.get('/api/admin/products/all', 'adminDealPage', { page, limit });
  return { products: data.products, total: data.total };
}

/** A request whose failure waits until it is awaited (a page fetched ahead of its turn). */
function settleLater<T>(promise: Promise<T>): () => Promise<T> {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return async () => {
    const result = await settled;
    if ('error' in result) throw result.error;
    return result.value;
  };
}

/**
 * Every deal with its clicks of 7 days, newest first: the first screen (100 deals) at once, then
 * 1,000 a page, two at a time. `onPage` gets each answer in list order with the server's total
 * (the first 100 come again in page 1: the list keeps the copies it already has).
 */
export async function fetchAdminDeals(
  onPage: (products: AdminDeal[], total: number) => void = () => {},
): Promise<AdminDeal[]> {
  const first = await fetchDealsPage(1, FIRST_SCREEN);
  onPage(first.products, first.total);
  const deals = new Map(first.products.map((d) => [d._id, d]));
  if (first.products.length >= first.total) return first.products;
  const pages = Math.min(Math.ceil(first.total / ADMIN_FETCH_LIMIT), MAX_PAGES);
  const queue: (() => Promise<DealsPage>)[] = [];
  let next = 1;
  const ask = () => queue.push(settleLater(fetchDealsPage(next++, ADMIN_FETCH_LIMIT)));
  while (next <= Math.min(pages, PARALLEL_PAGES)) ask();
  while (queue.length) {
    const page = await queue.shift()!();
    if (next <= pages) ask();
    const { products } = page;
    onPage(products, first.total);
    for (const deal of products) if (!deals.has(deal._id)) deals.set(deal._id, deal);
  }
  return [...deals.values()];
}

/** GET /api/admin/categories. */
export async function fetchAdminCategories(): Promise<CategoryOption[]> {
  return (await http.get('/api/admin/categories', 'categories')).data;
}

const put = async (path: string, body?: unknown): Promise<Deal> => (await http.put(path, 'deal', body)).data;

export const approveProduct = (dealId: string) => put(`/api/admin/products/${id(dealId)}/approve`);
export const unapproveProduct = (dealId: string) => put(`/api/admin/products/${id(dealId)}/disapprove`);
export const markSuperDeal = (dealId: string) => put(`/api/admin/products/${id(dealId)}/mark-super-deal`);
export const unmarkSuperDeal = (dealId: string) => put(`/api/admin/products/${id(dealId)}/unmark-super-deal`);
export const updateProductType = (dealId: string, productType: ProductType) =>
  put(`/api/admin/products/${id(dealId)}/update-type`, { productType });
/** PUT /api/admin/curated-deals/{id}: {category} or {isApproved}. */
export const updateDeal = (dealId: string, patch: { category: string } | { isApproved: boolean }) =>
  put(`/api/admin/curated-deals/${id(dealId)}`, patch);

export async function bulkSetApproval(productIds: string[], approve: boolean): Promise<BulkResult> {
  const path = approve ? '/api/admin/products/bulk-approve' : '/api/admin/products/bulk-disapprove';
  return (await http.post(path, 'bulkResult', { productIds })).data;
}
