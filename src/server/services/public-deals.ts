import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { CategoryOption } from '../../schemas/categories';
import type { Deal, DealStatistics, PagedDeals, SuperDeal } from '../../schemas/deal';
import { OUT_OF_STOCK } from '../../rules/offer-details';
import { oldestShownPriceAt } from '../../rules/price-age';
import { HOME_LISTING_ID, TRENDING_LISTING } from '../../schemas/listing-page';
import type { Db } from '../db/client';
import { categories, deals } from '../db/schema';
import { toSuperDeal } from './deal-mapper';
import { dealWithFacts, publicDealOf } from './price-facts';
import { computeStatistics } from './statistics';

/** The most deals an unpaged list returns. */
const LIST_CAP = 1000;
/** "$10 & Under": deals priced at or below this appear in the 'deals' category. */
const UNDER_TEN_CENTS = 1000;

export type FeaturedList = 'curated' | 'bestSeller' | 'trending';

export interface Paging {
  page: number;
  limit: number;
}

/**
 * A deal we offer: approved, not expired, not ended (by `now`, so a cached answer turns with the
 * clock too) and priced within the last 24 hours. In stock or not: its page says which.
 */
export function isOffered(now: Date): SQL {
  return and(
    eq(deals.isApproved, true),
    eq(deals.isExpired, false),
    or(isNull(deals.dealEndsAt), gt(deals.dealEndsAt, now)),
    gte(deals.priceFetchedAt, oldestShownPriceAt(now)),
  ) as SQL;
}

/** Shown to the public in every list, feed and count: offered and not out of stock at the retailer. */
export function isVisible(now: Date): SQL {
  return and(isOffered(now), or(isNull(deals.availability), ne(deals.availability, OUT_OF_STOCK))) as SQL;
}

/** The operator's order first, then the biggest discount; the ASIN keeps pages stable. */
export const PUBLIC_ORDER = [
  desc(deals.takesPrecedence),
  asc(deals.precedenceOrder),
  desc(deals.discountPercentage),
  asc(deals.asin),
];

const FEATURED: Record<FeaturedList, SQL> = {
  curated: eq(deals.productType, 'curated'),
  bestSeller: eq(deals.productType, 'bestSeller'),
  trending: or(eq(deals.productType, 'trending'), eq(deals.isTiktokTrend, true)) as SQL,
};

async function listDeals(db: Db, where: SQL, now: Date, cap = LIST_CAP): Promise<Deal[]> {
  const rows = await db
    .select(dealWithFacts(now))
    .from(deals)
    .where(where)
    .orderBy(...PUBLIC_ORDER)
    .limit(cap);
  return rows.map(publicDealOf(now));
}

async function pageDeals(db: Db, where: SQL, order: SQL[], { page, limit }: Paging, now: Date): Promise<PagedDeals> {
  const [{ total }] = await db.select({ total: count() }).from(deals).where(where);
  const rows = await db
    .select(dealWithFacts(now))
    .from(deals)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return { products: rows.map(publicDealOf(now)), page, limit, total, totalPages: Math.ceil(total / limit) };
}

export async function listCategories(db: Db): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, label: categories.label })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Curated, best-seller or trending deals (trending includes TikTok trends); the first `cap` of them. */
export function listFeatured(db: Db, list: FeaturedList, now: Date, cap = LIST_CAP): Promise<Deal[]> {
  return listDeals(db, and(isVisible(now), FEATURED[list]) as SQL, now, cap);
}

export function pageAllDeals(db: Db, paging: Paging, now: Date): Promise<PagedDeals> {
  return pageDeals(db, isVisible(now), PUBLIC_ORDER, paging, now);
}

/** Visible deals at least minDiscount percent off, highest discount first. */
export function pageDiscountedDeals(db: Db, query: Paging & { minDiscount: number }, now: Date): Promise<PagedDeals> {
  // Discounts are whole percents: 10.5 means 11 or more.
  const where = and(isVisible(now), gte(deals.discountPercentage, Math.ceil(query.minDiscount))) as SQL;
  return pageDeals(db, where, [desc(deals.discountPercentage), ...PUBLIC_ORDER], query, now);
}

/**
 * A category tab: 'home' is every visible deal, 'deals' the ones at $10 or less plus those
 * filed under it, 'trending' the trending list, others a category match.
 * Null when the category is neither in the categories table nor 'trending'.
 */
export async function listCategoryDeals(db: Db, category: string, now: Date): Promise<Deal[] | null> {
  if (category === TRENDING_LISTING.id) return listFeatured(db, 'trending', now);
  const known = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, category)).limit(1);
  if (known.length === 0) return null;
  if (category === HOME_LISTING_ID) return listDeals(db, isVisible(now), now);
  if (category === 'deals') {
    return listDeals(
      db,
      and(isVisible(now), or(lte(deals.priceCents, UNDER_TEN_CENTS), eq(deals.category, 'deals'))) as SQL,
      now,
    );
  }
  return listDeals(db, and(isVisible(now), eq(deals.category, category)) as SQL, now);
}

export async function findSuperDeal(db: Db, now: Date): Promise<SuperDeal | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(isVisible(now), eq(deals.isSuperDeal, true)))
    .limit(1);
  return row ? toSuperDeal(row) : null;
}

export async function dealStatistics(db: Db, now: Date): Promise<DealStatistics> {
  const [rows, labels] = await Promise.all([
    db
      .select({
        priceCents: deals.priceCents,
        originalPriceCents: deals.originalPriceCents,
        discountPercentage: deals.discountPercentage,
        rating: deals.rating,
        isPrime: deals.isPrime,
        productType: deals.productType,
        category: deals.category,
        categoryLabel: deals.categoryLabel,
      })
      .from(deals)
      .where(isVisible(now)),
    listCategories(db),
  ]);
  return computeStatistics(rows, new Map(labels.map((c) => [c.id, c.label])));
}

/** Every visible deal's address parts and last change, by ASIN: the sitemap's deal pages. */
export function listVisibleDealStamps(db: Db, now: Date) {
  return db
    .select({
      asin: deals.asin,
      title: deals.title,
      priceFetchedAt: deals.priceFetchedAt,
      lastUpdated: deals.lastUpdated,
    })
    .from(deals)
    .where(isVisible(now))
    .orderBy(asc(deals.asin));
}

/** The visible deals among `asins` (what a push notice may name); ended, unknown or out-of-stock ones are left out. */
export function listVisibleDealsByAsin(db: Db, asins: string[], now: Date): Promise<Deal[]> {
  return dealsByAsin(db, asins, isVisible(now), now);
}

/**
 * The deals among `asins` we offer (a saved list's live state): out of stock at the retailer
 * included (their `availability` says so, as their pages do); ended or unknown ones are left out.
 */
export function listOfferedDealsByAsin(db: Db, asins: string[], now: Date): Promise<Deal[]> {
  return dealsByAsin(db, asins, isOffered(now), now);
}

async function dealsByAsin(db: Db, asins: string[], shown: SQL, now: Date): Promise<Deal[]> {
  if (asins.length === 0) return [];
  const rows = await db
    .select(dealWithFacts(now))
    .from(deals)
    .where(and(shown, inArray(deals.asin, asins)))
    .orderBy(asc(deals.asin));
  return rows.map(publicDealOf(now));
}
