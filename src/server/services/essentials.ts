import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { isOutOfStock } from '../../rules/offer-details';
import { oldestShownPriceAt } from '../../rules/price-age';
import { ESSENTIAL_CATEGORIES, type EssentialCategory } from '../../schemas/categories';
import type { EssentialItem } from '../../schemas/deal';
import type { Db } from '../db/client';
import { essentials } from '../db/schema';
import { type JobOutcome, messageOf } from '../jobs/run-job';
import type { RetailerClient, RetailerItem } from '../retailer/retailer-client';
import { failsEveryCall } from '../retailer/retailer-errors';
import { toEssentialItem } from './deal-mapper';
import { priceColumns } from './retailer-item-columns';
import { type Refusal, screenRetailerItems, withRefusals } from './retailer-screening';

/** Items kept per essential category (the popup shows the best one). */
const ESSENTIALS_PER_CATEGORY = 3;
/** Results looked at per category search. */
const ESSENTIALS_SEARCH_RESULTS = 10;

export const ALL_ESSENTIAL_CATEGORIES = Object.keys(ESSENTIAL_CATEGORIES) as EssentialCategory[];
const categoryOrder = new Map(ALL_ESSENTIAL_CATEGORIES.map((c, i) => [c as string, i]));

/**
 * Essential items in category order, the highest discount first within each category; like deals,
 * an item whose price was fetched more than 24 hours ago is not shown.
 */
export async function listEssentials(db: Db, now: Date, category?: EssentialCategory): Promise<EssentialItem[]> {
  const rows = await db
    .select()
    .from(essentials)
    .where(
      and(
        gte(essentials.lastUpdated, oldestShownPriceAt(now)),
        category ? eq(essentials.category, category) : undefined,
      ),
    )
    .orderBy(asc(essentials.category), desc(essentials.discountPercentage), asc(essentials.priceCents));
  return rows
    .sort((a, b) => (categoryOrder.get(a.category) ?? 99) - (categoryOrder.get(b.category) ?? 99))
    .map(toEssentialItem);
}

/** An essentials row for a retailer item of the category. */
export function toEssentialRow(category: string, item: RetailerItem, now: Date) {
  return {
    category,
    asin: item.asin,
    title: item.title || item.asin,
    ...priceColumns(item),
    imageUrl: item.imageUrl,
    detailPageUrl: item.detailPageUrl,
    lastUpdated: now,
  };
}

/**
 * Searches the retailer for each category's best current deals and replaces that
 * category's rows in one transaction, only when its search succeeded with results. Stops
 * asking when the retailer refuses every call (sign-in, eligibility). Like deals, items with
 * a link off `marketplaceHost` or a foreign image are refused, and the job's error names them.
 */
export async function refreshEssentials(
  db: Db,
  retailer: RetailerClient,
  categories: EssentialCategory[],
  now: Date,
  marketplaceHost: string,
): Promise<JobOutcome> {
  const counts = { categories: categories.length, updated: 0, empty: 0, failed: 0, items: 0 };
  const refused: Refusal[] = [];
  let firstError: string | null = null;
  for (const [index, category] of categories.entries()) {
    let found;
    try {
      found = await retailer.searchItems({
        keywords: [ESSENTIAL_CATEGORIES[category]],
        dealsOnly: true,
        prime: false,
        includeOutOfStock: false,
        maxResults: ESSENTIALS_SEARCH_RESULTS,
      });
    } catch (err) {
      firstError ??= messageOf(err);
      if (failsEveryCall(err)) {
        counts.failed += categories.length - index;
        break;
      }
      counts.failed++;
      continue;
    }
    const screened = screenRetailerItems(
      [...new Map(found.map((item) => [item.asin, item])).values()],
      marketplaceHost,
    );
    refused.push(...screened.refused);
    const best = screened.accepted
      .filter((item) => item.price > 0 && !isOutOfStock(item.availability))
      .sort((a, b) => b.discountPercentage - a.discountPercentage || a.price - b.price)
      .slice(0, ESSENTIALS_PER_CATEGORY);
    if (best.length === 0) {
      counts.empty++;
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.delete(essentials).where(eq(essentials.category, category));
      await tx.insert(essentials).values(best.map((item) => toEssentialRow(category, item, now)));
    });
    counts.updated++;
    counts.items += best.length;
  }
  const failed = counts.failed > 0 && counts.updated === 0;
  return {
    counts: { ...counts, refused: refused.length },
    failed,
    error: withRefusals(
      firstError && `${counts.failed} of ${categories.length} categories failed: ${firstError}`,
      refused,
    ),
  };
}
