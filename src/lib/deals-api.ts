import { http } from './http';
import { isArray, isObject, readOr, type PublicRead } from './public-read';
import type { CategoryOption } from '../schemas/categories';
import type { Deal, DealStatistics, PagedDeals, SuperDeal } from '../schemas/deal';
import { HOME_LISTING_SIZE } from '../schemas/listing-page';

/** Public deal reads (docs/product.md 10.3) with the empty fallbacks of 11.2. */

export const EMPTY_PAGE: PagedDeals = { products: [], page: 1, limit: HOME_LISTING_SIZE, total: 0, totalPages: 0 };

export const EMPTY_STATISTICS: DealStatistics = {
  overall: {
    totalDeals: 0,
    averageDiscount: 0,
    averageRating: 0,
    averagePrice: 0,
    totalSavings: 0,
    hasPrime: 0,
    topCategories: [],
  },
  priceRanges: { under10: 0, under25: 0, under50: 0, under100: 0, over100: 0 },
  discountRanges: { under10Percent: 0, under25Percent: 0, under50Percent: 0, over50Percent: 0 },
  productTypes: { curated: 0, bestSeller: 0, trending: 0, regular: 0 },
  categories: {},
};

const isPage = (d: unknown) => isObject(d) && Array.isArray((d as PagedDeals).products);

export const fetchCategories = (): Promise<PublicRead<CategoryOption[]>> =>
  readOr(() => http.get<CategoryOption[]>('/api/products/categories'), [], 'Failed to fetch categories', isArray);

export const fetchCuratedDeals = (): Promise<PublicRead<Deal[]>> =>
  readOr(() => http.get<Deal[]>('/api/products/curated'), [], 'Failed to fetch curated deals', isArray);

export const fetchBestSellers = (): Promise<PublicRead<Deal[]>> =>
  readOr(() => http.get<Deal[]>('/api/products/best-sellers'), [], 'Failed to fetch best sellers', isArray);

export const fetchTrendingDeals = (): Promise<PublicRead<Deal[]>> =>
  readOr(() => http.get<Deal[]>('/api/products/trending'), [], 'Failed to fetch trending deals', isArray);

export const fetchAllDeals = (page = 1, limit = HOME_LISTING_SIZE): Promise<PublicRead<PagedDeals>> =>
  readOr(
    () => http.get<PagedDeals>('/api/products/all', { page, limit }),
    EMPTY_PAGE,
    'Failed to fetch all deals',
    isPage,
  );

export const fetchCategoryDeals = (category: string): Promise<PublicRead<Deal[]>> =>
  readOr(
    () => http.get<Deal[]>(`/api/products/category/${encodeURIComponent(category)}`),
    [],
    `Failed to fetch deals for category ${category}`,
    isArray,
  );

export const fetchSuperDeal = (): Promise<PublicRead<SuperDeal | null>> =>
  readOr(() => http.get<SuperDeal | null>('/api/products/super-deal'), null, 'Failed to fetch super deal');

export const fetchStatistics = (): Promise<PublicRead<DealStatistics>> =>
  readOr(
    () => http.get<DealStatistics>('/api/products/statistics'),
    EMPTY_STATISTICS,
    'Failed to fetch deal statistics',
    (d) => isObject(d) && isObject((d as DealStatistics).overall),
  );

/** The discounted read rethrows on failure (docs/product.md 11.2). */
export async function fetchDiscountedDeals(minDiscount = 10, page = 1, limit = 50): Promise<PagedDeals> {
  return (await http.get<PagedDeals>('/api/products/discounted', { minDiscount, page, limit })).data;
}
