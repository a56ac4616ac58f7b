import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { categories, clickEvents, deals, refreshTokens, type NewDealRow } from '../../src/server/db/schema';

let serial = 0;

/** A unique 10-character ASIN. */
export const newAsin = () =>
  `T${crypto.randomBytes(3).toString('hex').toUpperCase()}${String(++serial % 1000).padStart(3, '0')}`;

/** Stores deals (defaults: categorised kitchen deal, unapproved, regular) and returns the rows. */
export async function insertAdminDeals(db: Db, ...overrides: Partial<NewDealRow>[]) {
  const rows = overrides.map((o, i) => ({
    asin: newAsin(),
    title: `Test deal ${i + 1}`,
    priceCents: 1999,
    originalPriceCents: 3999,
    discountPercentage: 50,
    category: 'kitchen',
    categoryLabel: 'Home & Kitchen',
    ...o,
  }));
  return db.insert(deals).values(rows).returning();
}

export async function insertCategories(
  db: Db,
  list = [
    { id: 'kitchen', label: 'Home & Kitchen' },
    { id: 'baby', label: 'Mama & Baby Essentials' },
  ],
) {
  await db.insert(categories).values(list.map((c, position) => ({ ...c, position })));
}

/** Every deal, in a stable order: compare before and after a refused call. */
export const snapshotDeals = (db: Db) => db.select().from(deals).orderBy(asc(deals.id));

export const allClicks = (db: Db) => db.select().from(clickEvents).orderBy(asc(clickEvents.id));
export const allRefreshTokens = (db: Db) => db.select().from(refreshTokens).orderBy(asc(refreshTokens.createdAt));
