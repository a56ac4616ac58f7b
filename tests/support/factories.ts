import { DEFAULT_CATEGORIES } from '../../src/schemas/categories';
import type { Db } from '../../src/server/db/client';
import { deals, essentials, type DealRow, type NewDealRow } from '../../src/server/db/schema';
import { insertDefaultCategories } from '../../src/server/db/seed';

let sequence = 0;

/** A unique, well-formed test ASIN ('B0T' + 7 base-36 digits). */
export function nextAsin(): string {
  sequence += 1;
  return `B0T${sequence.toString(36).toUpperCase().padStart(7, '0')}`;
}

const labelOf = (category: string) => DEFAULT_CATEGORIES.find((c) => c.id === category)?.label ?? '';

/**
 * A deal row that the public sees by default: approved, kitchen, $19.99 from $39.99, priced now.
 * Overrides win; categoryLabel follows category and discountPercentage follows the prices unless given.
 */
export function dealFactory(overrides: Partial<NewDealRow> = {}): NewDealRow {
  const asin = overrides.asin ?? nextAsin();
  const priceCents = overrides.priceCents ?? 1999;
  const originalPriceCents = overrides.originalPriceCents ?? 3999;
  const category = overrides.category ?? 'kitchen';
  const now = new Date();
  return {
    asin,
    title: `Test Product ${asin}`,
    description: 'A product made for tests',
    brand: 'Testbrand',
    imageUrl: `/demo-images/${asin}.webp`,
    amazonUrl: `https://www.amazon.com/dp/${asin}?tag=savvymoms-20`,
    priceCents,
    originalPriceCents,
    discountPercentage:
      originalPriceCents > 0
        ? Math.max(0, Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100))
        : 0,
    savingBasisType: 'LIST_PRICE',
    savingBasisLabel: 'List Price:',
    rating: 4.5,
    reviewCount: 1200,
    category,
    categoryLabel: labelOf(category),
    isPrime: true,
    isSuperDeal: false,
    isTiktokTrend: false,
    isApproved: true,
    isExpired: false,
    productType: 'regular',
    precedenceOrder: 0,
    takesPrecedence: false,
    dealBadge: null,
    dealEndsAt: null,
    source: 'feed',
    availability: 'IN_STOCK',
    priceFetchedAt: now,
    lastUpdated: now,
    createdAt: now,
    ...overrides,
  };
}

/** Inserts deals built by dealFactory from each set of overrides; returns the stored rows in order. */
export async function insertDeals(db: Db, overrides: Partial<NewDealRow>[]): Promise<DealRow[]> {
  if (overrides.length === 0) return [];
  const values = overrides.map((o) => dealFactory(o));
  const stored = new Map((await db.insert(deals).values(values).returning()).map((r) => [r.asin, r]));
  return values.map((v) => stored.get(v.asin) as DealRow);
}

/** The 11 default categories (the category route answers 404 for ids not in the table). */
export const insertCategories = (db: Db) => insertDefaultCategories(db);

/** Stores essential items: a hand-soap refill at 20% off, with what the test is about overridden. */
export async function insertEssentials(db: Db, overrides: Partial<typeof essentials.$inferInsert>[]): Promise<void> {
  await db.insert(essentials).values(
    overrides.map((o) => ({
      category: 'hand_soap',
      asin: 'B0HANDSOAP',
      title: 'Hand soap refill',
      priceCents: 799,
      originalPriceCents: 999,
      discountPercentage: 20,
      ...o,
    })),
  );
}
