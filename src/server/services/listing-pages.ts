import type { CategoryOption } from '../../schemas/categories';
import {
  HOME_LISTING_ID as HOME,
  HOME_LISTING_SIZE,
  LISTING_FIRST_SCREEN,
  STRIP_FIRST_SCREEN,
  type InitialListing,
  type ListingPageData,
  TRENDING_LISTING,
} from '../../schemas/listing-page';
import type { Db } from '../db/client';
import {
  dealStatistics,
  findSuperDeal,
  listCategories,
  listCategoryDeals,
  listFeatured,
  pageAllDeals,
} from './public-deals';

/** The first screen of a listing and its size, read as the API reads the whole of it. */
async function firstScreen(db: Db, category: string, now: Date): Promise<Omit<InitialListing, 'categories'> | null> {
  if (category === HOME) {
    const page = await pageAllDeals(db, { page: 1, limit: LISTING_FIRST_SCREEN }, now);
    return { category, deals: page.products, total: Math.min(page.total, HOME_LISTING_SIZE) };
  }
  const all = await listCategoryDeals(db, category, now);
  return all && { category, deals: all.slice(0, LISTING_FIRST_SCREEN), total: all.length };
}

/**
 * `/` ('home') or `/category/{id}` as the page's HTML shows it before any script runs: the
 * first screen of its deals, in the API's order (so the full list that loads later keeps
 * them), the category bar, the super deal, and on home the best sellers. Null for a listing we
 * do not have.
 */
export async function loadListingPage(db: Db, categoryId: string, now: Date): Promise<ListingPageData | null> {
  const first = await firstScreen(db, categoryId, now);
  if (!first) return null;
  const [categories, bestSellers, statistics, superDeal] = await Promise.all([
    listCategories(db),
    categoryId === HOME ? listFeatured(db, 'bestSeller', now, STRIP_FIRST_SCREEN) : null,
    dealStatistics(db, now),
    findSuperDeal(db, now),
  ]);
  const options: CategoryOption[] = [...categories, TRENDING_LISTING];
  const category = options.find((c) => c.id === categoryId) ?? { id: categoryId, label: categoryId };
  return { listing: { ...first, categories }, category, bestSellers, statistics: statistics.overall, superDeal };
}
