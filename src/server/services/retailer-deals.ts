import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { UNCATEGORIZED } from '../../schemas/categories';
import type { Db } from '../db/client';
import { deals, priceObservations, type NewDealRow } from '../db/schema';
import { sqlTime } from '../db/sql-time';
import { inBatches, type RetailerItem } from '../retailer/retailer-client';
import { toCents } from '../../rules/cents';
import { offerOf, toDealRow } from './retailer-item-columns';
import { type Refusal, screenRetailerItems } from './retailer-screening';

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

/** The category and type an operator chose for a new ASIN before importing it (the CSV import). */
export type ImportCuration = Pick<NewDealRow, 'category' | 'categoryLabel' | 'productType'>;

/** How retailer items meet the stored deals. */
export type DealWritePolicy =
  /**
   * Operator imports (by ASIN, by keyword search, by CSV): a new ASIN becomes an unapproved manual
   * upload, uncategorized unless `curation` names its category and type; a stored one gets the
   * retailer's details and prices and keeps its source, category, approval and type.
   */
  | { kind: 'import'; curation?: ReadonlyMap<string, ImportCuration> }
  /**
   * The scheduled refresh: stored deals only get new prices and offer details, every price is
   * recorded as an observation; in the same transaction as the updates, the `unlisted` deals
   * (answered for but not returned) priced before `staleBefore` are removed.
   */
  | { kind: 'refresh'; unlisted: string[]; staleBefore: Date }
  /** The demo seed into an empty table: every item a new feed deal with the curation given. */
  | { kind: 'seed'; curate: (item: RetailerItem) => DealCuration };

interface WrittenDeals {
  created: number;
  updated: number;
  removed: number;
}

export interface SavedDeals extends WrittenDeals {
  /** Items neither stored nor updated: their link or image is not the retailer's. */
  refused: Refusal[];
}

/** A deal's stored end when it is the super deal (its end was set when marked), else null. */
const keptSuperDealEnd = sql`case when ${deals.isSuperDeal} then ${deals.dealEndsAt} end`;

/** Rows per insert statement. */
const INSERT_BATCH = 100;
/** ASINs per delete statement. */
const DELETE_BATCH = 500;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Turns retailer items into deal rows and writes them as the policy says. One item per ASIN.
 * Items whose link is not on `marketplaceHost` or whose image is not the retailer's are refused.
 */
export async function saveRetailerItems(
  db: Db,
  items: readonly RetailerItem[],
  now: Date,
  policy: DealWritePolicy,
  marketplaceHost: string,
): Promise<SavedDeals> {
  const unique = [...new Map(items.map((item) => [item.asin, item])).values()];
  const { accepted, refused } = screenRetailerItems(unique, marketplaceHost);
  return { ...(await writeItems(db, accepted, now, policy)), refused };
}

function writeItems(db: Db, items: RetailerItem[], now: Date, policy: DealWritePolicy): Promise<WrittenDeals> {
  switch (policy.kind) {
    case 'import':
      return upsertImported(db, items, now, policy.curation);
    case 'refresh':
      return refreshStored(db, items, now, policy.unlisted, policy.staleBefore);
    case 'seed':
      return insertSeeded(db, items, now, policy.curate);
  }
}

async function insertSeeded(
  db: Db,
  items: RetailerItem[],
  now: Date,
  curate: (item: RetailerItem) => DealCuration,
): Promise<WrittenDeals> {
  const rows = items.map((item) => {
    const curation = curate(item);
    const approvedDiscountPercentage = curation.isApproved ? item.discountPercentage : null;
    return { ...toDealRow(item, now), source: 'feed', ...curation, approvedDiscountPercentage };
  });
  for (const batch of inBatches(rows, INSERT_BATCH)) await db.insert(deals).values(batch);
  return { created: rows.length, updated: 0, removed: 0 };
}

/** In an update of a deal: `at` when the price it writes differs from the stored one, else the time kept. */
const priceChangedAt = (newCents: SQL | number, at: SQL | Date) =>
  sql`case when ${deals.priceCents} <> ${newCents} then ${at instanceof Date ? sqlTime(at) : at} else ${deals.priceChangedAt} end`;

async function upsertImported(
  db: Db,
  items: RetailerItem[],
  now: Date,
  curation: ReadonlyMap<string, ImportCuration> | undefined,
): Promise<WrittenDeals> {
  const saved: WrittenDeals = { created: 0, updated: 0, removed: 0 };
  const rows = items.map((item) => ({
    ...toDealRow(item, now),
    category: UNCATEGORIZED,
    ...curation?.get(item.asin),
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
          priceChangedAt: priceChangedAt(sql`excluded.price_cents`, sql`excluded.last_updated`),
          originalPriceCents: excluded('original_price_cents'),
          discountPercentage: excluded('discount_percentage'),
          savingBasisType: excluded('saving_basis_type'),
          savingBasisLabel: excluded('saving_basis_label'),
          unitCount: excluded('unit_count'),
          unitLabel: excluded('unit_label'),
          // Absent ratings (0) and a missing Prime flag do not erase what we knew.
          rating: sql`case when excluded.rating > 0 then excluded.rating else ${deals.rating} end`,
          reviewCount: sql`case when excluded.review_count > 0 then excluded.review_count else ${deals.reviewCount} end`,
          isPrime: sql`${deals.isPrime} or excluded.is_prime`,
          // A deal already listed keeps its source, approval and category: only new ones are manual uploads.
          availability: excluded('availability'),
          dealBadge: excluded('deal_badge'),
          dealStartsAt: excluded('deal_starts_at'),
          dealEndsAt: sql`coalesce(excluded.deal_ends_at, ${keptSuperDealEnd})`,
          dealPercentClaimed: excluded('deal_percent_claimed'),
          dealAccessType: excluded('deal_access_type'),
          offerType: excluded('offer_type'),
          unitPriceMills: excluded('unit_price_mills'),
          unitPriceUnit: excluded('unit_price_unit'),
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
): Promise<WrittenDeals> {
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
          priceChangedAt: priceChangedAt(toCents(item.price), now),
          // An absent rating, review count or image does not erase what we knew.
          ...(item.rating !== null ? { rating: item.rating } : {}),
          ...(item.reviewCount !== null ? { reviewCount: item.reviewCount } : {}),
          ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
          // The super deal keeps the end it was given when the retailer names none.
          ...(item.dealEndsAt === null ? { dealEndsAt: keptSuperDealEnd } : {}),
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
