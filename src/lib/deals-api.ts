import { http } from './http';
import { readOr, type PublicRead } from './public-read';
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

export const fetchCategories = (): Promise<PublicRead<CategoryOption[]>> =>
  readOr(() => http.get('/api/products/categories', 'categories'), [], 'Failed to fetch categories');

export const fetchCuratedDeals = (): Promise<PublicRead<Deal[]>> =>
  readOr(() => http.get('/api/products/curated', 'deals'), [], 'Failed to fetch curated deals');

export const fetchBestSellers = (): Promise<PublicRead<Deal[]>> =>
  readOr(() => http.get('/api/products/best-sellers', 'deals'), [], 'Failed to fetch best sellers');

export const fetchTrendingDeals = (): Promise<PublicRead<Deal[]>> =>
  readOr(() => http.get('/api/products/trending', 'deals'), [], 'Failed to fetch trending deals');

export const fetchAllDeals = (page = 1, limit = HOME_LISTING_SIZE): Promise<PublicRead<PagedDeals>> =>
  readOr(() => http.get('/api/products/all', 'dealPage', { page, limit }), EMPTY_PAGE, 'Failed to fetch all deals');

export const fetchCategoryDeals = (category: string): Promise<PublicRead<Deal[]>> =>
  readOr(
    () => http.get(`/api/products/category/${encodeURIComponent(category)}`, 'deals'),
    [],
    `Failed to fetch deals for category ${category}`,
  );

export const fetchSuperDeal = (): Promise<PublicRead<SuperDeal | null>> =>
  readOr(() => http.get('/api/products/super-deal', 'superDeal'), null, 'Failed to fetch super deal');

export const fetchStatistics = (): Promise<PublicRead<DealStatistics>> =>
  readOr(
    () => http.get('/api/products/statistics', 'dealStatistics'),
    EMPTY_STATISTICS,
    'Failed to fetch deal statistics',
  );

/** The discounted read rethrows on failure (docs/product.md 11.2). */
export async function fetchDiscountedDeals(minDiscount = 10, page = 1, limit = 50): Promise<PagedDeals> {
  return (await http.get('/api/products/discounted', 'dealPage', { minDiscount, page, limit })).data;
}
