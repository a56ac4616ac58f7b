import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DEAL_PAGE_LIST_SIZE, type DealPageData } from '../../schemas/deal-page';
import type { Deal } from '../../schemas/deal';
import type { Db } from '../db/client';
import { deals, priceObservations, type DealRow } from '../db/schema';
import { priceFacts } from '../../rules/price-badges';
import { dealWithFacts, publicDealOf, toPublicDeal } from './price-facts';
import { priceHistory } from './price-history';
import { isOffered, isVisible, PUBLIC_ORDER } from './public-deals';

/** Up to a page's list of visible deals matching `where`, in the public order. */
async function visibleDeals(db: Db, now: Date, where?: SQL): Promise<Deal[]> {
  const rows = await db
    .select(dealWithFacts(now))
    .from(deals)
    .where(where ? and(isVisible(now), where) : isVisible(now))
    .orderBy(...PUBLIC_ORDER)
    .limit(DEAL_PAGE_LIST_SIZE);
  return rows.map(publicDealOf(now));
}

/** The page of a deal we had: live deals of its category, or the top deals when it has none. */
async function endedPage(db: Db, now: Date, row: DealRow): Promise<DealPageData> {
  const inCategory = await visibleDeals(db, now, eq(deals.category, row.category));
  const category = inCategory.length > 0 ? { id: row.category, label: row.categoryLabel || row.category } : null;
  return { state: 'ended', title: row.title, category, deals: category ? inCategory : await visibleDeals(db, now) };
}

/**
 * The deal page of an ASIN (docs/product.md 4.12 and 6.2): a visible deal with related deals
 * of its category; an offered deal out of stock at the retailer as unavailable, with the same; a deal we had (in `deals` but hidden, or priced in `price_observations`)
 * as ended; anything else as unknown. Null is not an ASIN.
 */
export async function loadDealPage(db: Db, asin: string | null, now: Date): Promise<DealPageData> {
  if (asin === null) return { state: 'unknown', title: null, category: null, deals: await visibleDeals(db, now) };
  const [found] = await db
    .select({
      row: deals,
      offered: sql<boolean>`coalesce(${isOffered(now)}, false)`,
      visible: sql<boolean>`coalesce(${isVisible(now)}, false)`,
    })
    .from(deals)
    .where(eq(deals.asin, asin))
    .limit(1);
  if (found?.offered) {
    // Both at once: two connections of PostgreSQL's pool (PGlite runs them one after the other).
    const [related, history] = await Promise.all([
      visibleDeals(db, now, and(eq(deals.category, found.row.category), ne(deals.asin, asin))),
      priceHistory(db, asin, now),
    ]);
    const deal = toPublicDeal(found.row, priceFacts(history, found.row.priceCents, now), now);
    return { state: found.visible ? 'live' : 'unavailable', deal, history, related };
  }
  if (found) return endedPage(db, now, found.row);
  const [observed] = await db
    .select({ asin: priceObservations.asin })
    .from(priceObservations)
    .where(eq(priceObservations.asin, asin))
    .limit(1);
  return { state: observed ? 'ended' : 'unknown', title: null, category: null, deals: await visibleDeals(db, now) };
}
