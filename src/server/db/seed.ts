import { sql } from 'drizzle-orm';
import { DEFAULT_CATEGORIES } from '../../schemas/categories';
import { DEMO_MARKETPLACE, demoCatalog, type DemoProduct } from '../retailer/demo-catalog';
import { createDemoCatalogClient } from '../retailer/demo-catalog-client';
import { demoPriceHistory } from '../retailer/demo-price-history';
import { getItemsInBatches, type RetailerClient, type RetailerItem } from '../retailer/retailer-client';
import { toEssentialRow } from '../services/essentials';
import { type DealCuration, saveRetailerItems } from '../services/retailer-deals';
import { screenRetailerItems } from '../services/retailer-screening';
import type { Db } from './client';
import { categories, deals, essentials, priceObservations } from './schema';

/** Advisory lock id: only one process seeds a shared PostgreSQL at a time. */
const SEED_LOCK_ID = 726_150_001;

const CATEGORY_LABELS = new Map(DEFAULT_CATEGORIES.map((c) => [c.id, c.label]));

/** The 11 default categories in bar order; existing ids are left as they are. */
export async function insertDefaultCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(DEFAULT_CATEGORIES.map((c, position) => ({ id: c.id, label: c.label, position })))
    .onConflictDoNothing();
}

/** What the demo says the operator decided about a seeded product. */
function demoCuration(product: DemoProduct, now: Date): DealCuration {
  return {
    category: product.category,
    categoryLabel: CATEGORY_LABELS.get(product.category) ?? '',
    isApproved: product.isApproved,
    isSuperDeal: product.isSuperDeal,
    isTiktokTrend: product.isTiktokTrend,
    productType: product.productType,
    precedenceOrder: product.precedenceOrder,
    // Featured lists start in the catalog's order, as if the operator had arranged them.
    takesPrecedence: product.productType !== 'regular',
    createdAt: new Date(now.getTime() - product.createdHoursAgo * 3_600_000),
  };
}

/** The retailer's items for the products, fetched like every other import. */
async function fetchItems(retailer: RetailerClient, products: DemoProduct[]): Promise<RetailerItem[]> {
  const items: RetailerItem[] = [];
  for await (const batch of getItemsInBatches(
    retailer,
    products.map((p) => p.asin),
  )) {
    if ('error' in batch) throw batch.error;
    items.push(...batch.items);
  }
  return items;
}

/**
 * Seeds categories, the demo catalog's deals and the essentials when the deals table is
 * empty; does nothing otherwise. The items come from the demo catalog's retailer client;
 * the catalog says how each deal is curated. One transaction, so a crash leaves nothing
 * half-seeded.
 */
export async function seedIfEmpty(
  db: Db,
  now: Date,
  options: { partnerTag: string },
): Promise<{ seeded: boolean; deals: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_ID))})`);
    const existing = await tx.select({ id: deals.id }).from(deals).limit(1);
    if (existing.length > 0) return { seeded: false, deals: 0 };

    await insertDefaultCategories(tx);
    const catalog = demoCatalog();
    const productOf = (item: RetailerItem) => {
      const product = catalog.byAsin.get(item.asin);
      if (!product) throw new Error(`${item.asin} is not in the demo catalog`);
      return product;
    };
    const retailer = createDemoCatalogClient(options.partnerTag, () => now);

    const saved = await saveRetailerItems(
      tx,
      await fetchItems(retailer, catalog.seeded),
      now,
      { kind: 'seed', curate: (item) => demoCuration(productOf(item), now) },
      DEMO_MARKETPLACE,
    );
    const essentialItems = screenRetailerItems(
      await fetchItems(retailer, catalog.essentials),
      DEMO_MARKETPLACE,
    ).accepted;
    await tx
      .insert(essentials)
      .values(essentialItems.map((item) => toEssentialRow(productOf(item).essentialCategory ?? '', item, now)))
      .onConflictDoNothing();
    const history = catalog.seeded.flatMap((product) => demoPriceHistory(product, now));
    for (let i = 0; i < history.length; i += 1000)
      await tx.insert(priceObservations).values(history.slice(i, i + 1000));
    return { seeded: true, deals: saved.created };
  });
}
