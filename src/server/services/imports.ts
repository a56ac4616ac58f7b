import { sql } from 'drizzle-orm';
import { UNCATEGORIZED } from '../../schemas/categories';
import type { Db } from '../db/client';
import { deals, type NewDealRow } from '../db/schema';
import type { JobOutcome } from '../jobs/run-job';
import { GET_ITEMS_BATCH, inBatches, type RetailerClient, type RetailerItem } from '../retailer/retailer-client';
import { failsEveryCall, RetailerError } from '../retailer/retailer-errors';
import { toCents } from './deal-mapper';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Saves retailer items as manual uploads. New ASINs arrive unapproved and uncategorized;
 * existing ones get fresh prices and details but keep their category, approval and type.
 */
export async function upsertManualItems(
  db: Db,
  items: RetailerItem[],
  now: Date,
): Promise<{ created: number; updated: number }> {
  const unique = [...new Map(items.map((item) => [item.asin, item])).values()];
  if (unique.length === 0) return { created: 0, updated: 0 };
  const rows: NewDealRow[] = unique.map((item) => ({
    asin: item.asin,
    title: item.title || item.asin,
    description: item.description,
    brand: item.brand,
    imageUrl: item.imageUrl,
    amazonUrl: item.detailPageUrl,
    priceCents: toCents(item.price),
    originalPriceCents: toCents(item.originalPrice ?? item.price),
    discountPercentage: item.discountPercentage,
    savingBasisType: item.savingBasisType,
    savingBasisLabel: item.savingBasisLabel,
    rating: item.rating ?? 0,
    reviewCount: item.reviewCount ?? 0,
    category: UNCATEGORIZED,
    isPrime: item.isPrime,
    isApproved: false,
    source: 'manual',
    availability: item.availability,
    dealBadge: item.dealBadge,
    dealEndsAt: item.dealEndsAt,
    priceFetchedAt: item.fetchedAt,
    lastUpdated: now,
    createdAt: now,
  }));
  const result = await db
    .insert(deals)
    .values(rows)
    .onConflictDoUpdate({
      target: deals.asin,
      set: {
        title: excluded('title'),
        description: excluded('description'),
        brand: excluded('brand'),
        imageUrl: excluded('image_url'),
        amazonUrl: excluded('amazon_url'),
        priceCents: excluded('price_cents'),
        originalPriceCents: excluded('original_price_cents'),
        discountPercentage: excluded('discount_percentage'),
        savingBasisType: excluded('saving_basis_type'),
        savingBasisLabel: excluded('saving_basis_label'),
        // Absent ratings (0) and a missing Prime flag do not erase what we knew.
        rating: sql`case when excluded.rating > 0 then excluded.rating else ${deals.rating} end`,
        reviewCount: sql`case when excluded.review_count > 0 then excluded.review_count else ${deals.reviewCount} end`,
        isPrime: sql`${deals.isPrime} or excluded.is_prime`,
        source: 'manual',
        availability: excluded('availability'),
        dealBadge: excluded('deal_badge'),
        dealEndsAt: excluded('deal_ends_at'),
        priceFetchedAt: excluded('price_fetched_at'),
        lastUpdated: excluded('last_updated'),
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = result.filter((r) => r.inserted).length;
  return { created, updated: result.length - created };
}

/** Fetches the ASINs (10 per call) and saves what the retailer returns as manual uploads. */
export async function importAsins(
  db: Db,
  retailer: RetailerClient,
  asins: string[],
  now: () => Date,
): Promise<JobOutcome> {
  const counts = { requested: asins.length, imported: 0, created: 0, updated: 0, notFound: 0, failed: 0 };
  let firstError: string | null = null;
  for (const [index, ids] of inBatches(asins).entries()) {
    try {
      const result = await retailer.getItems(ids);
      const items = result.items.filter((item) => ids.includes(item.asin));
      const saved = await upsertManualItems(db, items, now());
      counts.imported += items.length;
      counts.created += saved.created;
      counts.updated += saved.updated;
      counts.notFound += ids.length - items.length;
    } catch (err) {
      if (!(err instanceof RetailerError)) throw err;
      counts.failed += ids.length;
      firstError ??= err.message;
      if (failsEveryCall(err)) {
        counts.failed += asins.length - index * GET_ITEMS_BATCH - ids.length;
        break;
      }
    }
  }
  return { counts, failed: counts.imported === 0 && counts.failed > 0, error: firstError };
}
