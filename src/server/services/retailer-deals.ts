import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { UNCATEGORIZED } from '../../schemas/categories';
import type { Db } from '../db/client';
import { deals, priceObservations, type NewDealRow } from '../db/schema';
import { inBatches, type RetailerItem } from '../retailer/retailer-client';
import { toCents } from './deal-mapper';

/** What the operator (or the demo seed) decides about a deal; the retailer never changes it. */
export type DealCuration = Pick<
  NewDealRow,
  | 'category'
  | 'categoryLabel'
  | 'isApproved'
  | 'isSuperDeal'
  | 'isTiktokTrend'
  | 'productType'
  | 'precedenceOrder'
  | 'takesPrecedence'
  | 'createdAt'
>;

/** How retailer items meet the stored deals. */
export type DealWritePolicy =
  /**
   * Operator imports (by ASIN, by keyword search): a new ASIN becomes an unapproved, uncategorized
   * manual upload; a stored one gets the retailer's details and prices, keeps its category,
   * approval and type, and counts as a manual upload.
   */
  | { kind: 'import' }
  /**
   * The scheduled refresh: stored deals only get new prices and offer details, every price is
   * recorded as an observation; in the same transaction as the updates, the `unlisted` deals
   * (answered for but not returned) priced before `staleBefore` are removed.
   */
  | { kind: 'refresh'; unlisted: string[]; staleBefore: Date }
  /** The demo seed into an empty table: every item a new feed deal with the curation given. */
  | { kind: 'seed'; curate: (item: RetailerItem) => DealCuration };

export interface SavedDeals {
  created: number;
  updated: number;
  removed: number;
}

/** Rows per insert statement. */
const INSERT_BATCH = 100;
/** ASINs per delete statement. */
const DELETE_BATCH = 500;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** The retailer's current offer: what every write takes from its latest answer. */
function offerOf(item: RetailerItem, now: Date) {
  return {
    priceCents: toCents(item.price),
    originalPriceCents: toCents(item.originalPrice ?? item.price),
    discountPercentage: item.discountPercentage,
    savingBasisType: item.savingBasisType,
    savingBasisLabel: item.savingBasisLabel,
    availability: item.availability,
    dealBadge: item.dealBadge,
    dealEndsAt: item.dealEndsAt,
    priceFetchedAt: item.fetchedAt,
    lastUpdated: now,
  };
}

/** A new deal as the retailer describes it; the caller adds source and curation. */
function toDealRow(item: RetailerItem, now: Date): NewDealRow {
  return {
    asin: item.asin,
    title: item.title || item.asin,
    description: item.description,
    brand: item.brand,
    imageUrl: item.imageUrl,
    amazonUrl: item.detailPageUrl,
    ...offerOf(item, now),
    rating: item.rating ?? 0,
    reviewCount: item.reviewCount ?? 0,
    isPrime: item.isPrime,
    createdAt: now,
  };
}

/** Turns retailer items into deal rows and writes them as the policy says. One item per ASIN. */
export async function saveRetailerItems(
  db: Db,
  items: readonly RetailerItem[],
  now: Date,
  policy: DealWritePolicy,
): Promise<SavedDeals> {
  const unique = [...new Map(items.map((item) => [item.asin, item])).values()];
  switch (policy.kind) {
    case 'import':
      return upsertImported(db, unique, now);
    case 'refresh':
      return refreshStored(db, unique, now, policy.unlisted, policy.staleBefore);
    case 'seed': {
      const rows = unique.map((item) => ({ ...toDealRow(item, now), source: 'feed', ...policy.curate(item) }));
      for (const batch of inBatches(rows, INSERT_BATCH)) await db.insert(deals).values(batch);
      return { created: rows.length, updated: 0, removed: 0 };
    }
  }
}

async function upsertImported(db: Db, items: RetailerItem[], now: Date): Promise<SavedDeals> {
  const saved: SavedDeals = { created: 0, updated: 0, removed: 0 };
  const rows = items.map((item) => ({
    ...toDealRow(item, now),
    category: UNCATEGORIZED,
    isApproved: false,
    source: 'manual',
  }));
  for (const batch of inBatches(rows, INSERT_BATCH)) {
    const result = await db
      .insert(deals)
      .values(batch)
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
    saved.created += created;
    saved.updated += result.length - created;
  }
  return saved;
}

async function refreshStored(
  db: Db,
  items: RetailerItem[],
  now: Date,
  unlisted: string[],
  staleBefore: Date,
): Promise<SavedDeals> {
  // Observed prices are kept even when the updates below roll back.
  if (items.length > 0) {
    await db.insert(priceObservations).values(
      items.map((item) => ({
        asin: item.asin,
        priceCents: toCents(item.price),
        basisCents: item.originalPrice === null ? null : toCents(item.originalPrice),
        basisType: item.savingBasisType,
        observedAt: item.fetchedAt,
      })),
    );
  }
  return db.transaction(async (tx) => {
    let updated = 0;
    for (const item of items) {
      const rows = await tx
        .update(deals)
        .set({
          ...offerOf(item, now),
          // An absent rating, review count or image does not erase what we knew.
          ...(item.rating !== null ? { rating: item.rating } : {}),
          ...(item.reviewCount !== null ? { reviewCount: item.reviewCount } : {}),
          ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
        })
        .where(eq(deals.asin, item.asin))
        .returning({ asin: deals.asin });
      updated += rows.length;
    }
    let removed = 0;
    for (const asins of inBatches(unlisted, DELETE_BATCH)) {
      const rows = await tx
        .delete(deals)
        .where(and(inArray(deals.asin, asins), lt(deals.priceFetchedAt, staleBefore)))
        .returning({ asin: deals.asin });
      removed += rows.length;
    }
    return { created: 0, updated, removed };
  });
}
