import { sql } from 'drizzle-orm';
import { DEFAULT_CATEGORIES } from '../../schemas/categories';
import {
  dealEndsAt,
  demoCatalog,
  demoDetailUrl,
  demoImageUrl,
  priceOn,
  type DemoProduct,
} from '../retailer/demo-catalog';
import type { Db } from './client';
import { categories, deals, essentials, type NewDealRow } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Advisory lock id: only one process seeds a shared PostgreSQL at a time. */
const SEED_LOCK_ID = 726_150_001;
/** env.CREATORS_PARTNER_TAG's default. */
const DEFAULT_PARTNER_TAG = 'savvymoms-20';
const INSERT_CHUNK = 100;

const CATEGORY_LABELS = new Map(DEFAULT_CATEGORIES.map((c) => [c.id, c.label]));

/** The 11 default categories in bar order; existing ids are left as they are. */
export async function insertDefaultCategories(db: Db | Tx): Promise<void> {
  await db
    .insert(categories)
    .values(DEFAULT_CATEGORIES.map((c, position) => ({ id: c.id, label: c.label, position })))
    .onConflictDoNothing();
}

function toDealRow(product: DemoProduct, now: Date, partnerTag: string): NewDealRow {
  const { priceCents, discountPercentage } = priceOn(product, now);
  return {
    asin: product.asin,
    title: product.title,
    description: product.description,
    brand: product.brand,
    imageUrl: demoImageUrl(product.asin),
    amazonUrl: demoDetailUrl(product.asin, partnerTag),
    priceCents,
    originalPriceCents: product.listPriceCents,
    discountPercentage,
    savingBasisType: product.savingBasisType,
    savingBasisLabel: product.savingBasisLabel,
    rating: product.rating,
    reviewCount: product.reviewCount,
    category: product.category,
    categoryLabel: CATEGORY_LABELS.get(product.category) ?? '',
    isPrime: product.isPrime,
    isSuperDeal: product.isSuperDeal,
    isTiktokTrend: product.isTiktokTrend,
    isApproved: product.isApproved,
    isExpired: false,
    productType: product.productType,
    precedenceOrder: product.precedenceOrder,
    // Featured lists start in the catalog's order, as if the operator had arranged them.
    takesPrecedence: product.productType !== 'regular',
    dealBadge: product.dealBadge,
    dealEndsAt: dealEndsAt(product, now),
    source: 'feed',
    availability: product.availability,
    priceFetchedAt: now,
    lastUpdated: now,
    createdAt: new Date(now.getTime() - product.createdHoursAgo * 3_600_000),
  };
}

/**
 * Seeds categories, the demo catalog's deals and the essentials when the deals table is
 * empty; does nothing otherwise. One transaction, so a crash leaves nothing half-seeded.
 */
export async function seedIfEmpty(
  db: Db,
  now: Date,
  options: { partnerTag?: string } = {},
): Promise<{ seeded: boolean; deals: number }> {
  const partnerTag = options.partnerTag ?? DEFAULT_PARTNER_TAG;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_ID))})`);
    const existing = await tx.select({ id: deals.id }).from(deals).limit(1);
    if (existing.length > 0) return { seeded: false, deals: 0 };

    await insertDefaultCategories(tx);
    const catalog = demoCatalog();
    const rows = catalog.seeded.map((p) => toDealRow(p, now, partnerTag));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(deals).values(rows.slice(i, i + INSERT_CHUNK));
    }
    await tx
      .insert(essentials)
      .values(
        catalog.essentials.map((p) => {
          const { priceCents, discountPercentage } = priceOn(p, now);
          return {
            category: p.essentialCategory ?? '',
            asin: p.asin,
            title: p.title,
            priceCents,
            originalPriceCents: p.listPriceCents,
            discountPercentage,
            imageUrl: demoImageUrl(p.asin),
            detailPageUrl: demoDetailUrl(p.asin, partnerTag),
            lastUpdated: now,
          };
        }),
      )
      .onConflictDoNothing();
    return { seeded: true, deals: rows.length };
  });
}
