import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CATEGORIES } from '../../src/schemas/categories';
import { PRODUCT_TYPES } from '../../src/schemas/deal';
import type { Db } from '../../src/server/db/client';
import { deals, type NewDealRow } from '../../src/server/db/schema';
import { insertDefaultCategories } from '../../src/server/db/seed';
import { mulberry32 } from '../../src/server/retailer/demo-catalog-random';
import { dealFactory } from '../../tests/support/factories';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a raw query (the drivers' result types differ; both carry `rows`). */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const DEAL_CATEGORIES = DEFAULT_CATEGORIES.filter((c) => c.id !== 'home');
const ADJECTIVES = [
  'Soft',
  'Organic',
  'Compact',
  'Foldable',
  'Washable',
  'Reusable',
  'Cozy',
  'Classic',
  'Deluxe',
  'Mini',
];
const NOUNS = [
  'Blanket',
  'Bottle Set',
  'Storage Bins',
  'Play Mat',
  'Lunch Box',
  'Sneakers',
  'Face Cream',
  'Snack Pack',
  'Board Book',
  'Backpack',
];
const BRANDS = [
  'Little Nest',
  'HappyHome',
  'Sproutly',
  'MamaCare',
  'KidCraft',
  'Everyday Basics',
  'Brightside',
  'Oak & Oat',
];

/**
 * The i-th generated deal (the test dealFactory with varied fields): mostly approved, a spread
 * of categories, types, prices and ratings; deal 0 is the super deal. Images are the server's
 * local /demo-images illustrations, so pages load offline.
 */
export function generateDeal(i: number, now: Date): NewDealRow {
  const r = mulberry32(i + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const category = DEAL_CATEGORIES[i % DEAL_CATEGORIES.length];
  const asin = `B${i.toString(36).toUpperCase().padStart(9, '0')}`;
  const originalPriceCents = 500 + Math.floor(r() * 15_000);
  const discountPercentage = 5 + Math.floor(r() * 70);
  const priceCents = Math.max(99, Math.round(originalPriceCents * (1 - discountPercentage / 100)));
  const updated = new Date(now.getTime() - Math.floor(r() * 20 * 60 * 60 * 1000));
  const productType = r() < 0.7 ? 'regular' : pick(PRODUCT_TYPES);
  return dealFactory({
    asin,
    title: `${pick(ADJECTIVES)} ${pick(NOUNS)} for ${category.label} #${i}`,
    description: `${pick(ADJECTIVES)} and practical: a pick for busy families from the ${category.label} list.`,
    brand: pick(BRANDS),
    priceCents,
    originalPriceCents,
    discountPercentage: Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100),
    rating: Math.round((3 + r() * 2) * 10) / 10,
    reviewCount: Math.floor(r() * 20_000),
    category: category.id,
    categoryLabel: category.label,
    isPrime: r() < 0.6,
    isSuperDeal: i === 0,
    isTiktokTrend: r() < 0.1,
    isApproved: i === 0 || r() < 0.9,
    productType,
    precedenceOrder: productType === 'regular' ? 0 : 1 + (i % 50),
    takesPrecedence: productType !== 'regular' && i % 3 === 0,
    dealEndsAt: r() < 0.5 ? new Date(now.getTime() + Math.floor(r() * 24 * 60 * 60 * 1000)) : null,
    priceFetchedAt: updated,
    lastUpdated: updated,
    createdAt: new Date(updated.getTime() - Math.floor(r() * 6 * 24 * 60 * 60 * 1000)),
  });
}

/** Stores the default categories and `count` generated deals, in batched inserts in one transaction. */
export async function loadDeals(db: Db, count: number, now = new Date(), batchSize = 1000): Promise<void> {
  await db.transaction(async (tx) => {
    await insertDefaultCategories(tx);
    await withIndexesBuiltAfter(tx, 'deals', async () => {
      for (let start = 0; start < count; start += batchSize) {
        const rows: NewDealRow[] = [];
        for (let i = start; i < Math.min(count, start + batchSize); i++) rows.push(generateDeal(i, now));
        await tx.insert(deals).values(rows);
      }
    });
  });
}

/**
 * Runs a bulk load into `table` with its secondary indexes dropped, then builds them again from
 * their stored definitions: the same indexes, built once instead of row by row.
 */
async function withIndexesBuiltAfter(tx: Tx, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    tx,
    sql`select i.indexname, i.indexdef from pg_indexes i
      where i.tablename = ${table} and i.schemaname = current_schema()
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
  await load();
  for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
}

/**
 * `perDeal` price observations for every stored deal, twelve hours apart (the 10 AM and 6 PM
 * refreshes) back from its last price check: the newest at its price, the older ones up to 20%
 * either side of it. Made by the database itself, one statement per 10,000 deals.
 */
export async function loadPriceHistory(db: Db, perDeal: number, chunk = 10_000): Promise<void> {
  if (perDeal <= 0) return;
  await db.transaction(async (tx) => {
    const [{ total }] = await rowsOf<{ total: number }>(tx, sql`select count(*)::int as total from deals`);
    await withIndexesBuiltAfter(tx, 'price_observations', async () => {
      for (let start = 0; start < total; start += chunk) {
        await tx.execute(sql`
          insert into price_observations (asin, price_cents, observed_at)
          select d.asin,
            case when g = 0 then d.price_cents
              else greatest(99, d.price_cents + d.price_cents * (abs(hashtext(d.asin || g::text)) % 41 - 20) / 100) end,
            coalesce(d.price_fetched_at, now()) - g * interval '12 hours'
          from (select asin, price_cents, price_fetched_at from deals order by asin offset ${start} limit ${chunk}) d
            cross join generate_series(0, ${perDeal - 1}) g`);
      }
    });
  });
}
