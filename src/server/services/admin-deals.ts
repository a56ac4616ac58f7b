import { and, asc, count, desc, eq, gte, inArray, lte, ne, not, sql, type SQL } from 'drizzle-orm';
import type {
  BulkResult,
  CuratedDealsQuery,
  DealUpdateBody,
  PrecedenceItem,
  PrecedenceResult,
} from '../../schemas/admin';
import { ASSIGN_CATEGORY_FIRST, hasCategory, NO_CATEGORY } from '../../rules/category';
import { UNCATEGORIZED, type CategoryOption } from '../../schemas/categories';
import type { PagedDeals, ProductType, Deal } from '../../schemas/deal';
import type { AdminDeal, PagedAdminDeals } from '../../schemas/admin';
import type { Db } from '../db/client';
import { categories, clickEvents, deals, type DealRow } from '../db/schema';
import { toDeal } from './deal-mapper';
import { ConflictError, InvalidInputError, NotFoundError } from './domain-errors';
import { findDuplicateAsin, findPositionClash } from './precedence';

const needsCategory = () => new ConflictError(ASSIGN_CATEGORY_FIRST);
/** SQL for "this deal has no category" (src/rules/category.ts). */
const lacksCategory = () => inArray(sql`trim(${deals.category})`, [...NO_CATEGORY]);

async function paged(db: Db, where: SQL | undefined, order: SQL[], page: number, limit: number): Promise<PagedDeals> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(deals)
      .where(where)
      .orderBy(...order, asc(deals.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(deals).where(where),
  ]);
  return { products: rows.map(toDeal), page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Deals waiting for approval (not expired), most recently updated first. */
export const listUnapproved = (db: Db, page: number, limit: number) =>
  paged(db, and(eq(deals.isApproved, false), eq(deals.isExpired, false)), [desc(deals.lastUpdated)], page, limit);

/** The window of the admin list's click column. */
const RECENT_CLICK_DAYS = 7;

/**
 * Every deal, approved or not, expired too; most recently updated first. Each carries its clicks
 * of the last 7 days, counted in the same query (one grouped subquery joined by ASIN).
 */
export async function listAllDeals(db: Db, page: number, limit: number, now: Date): Promise<PagedAdminDeals> {
  const since = new Date(now.getTime() - RECENT_CLICK_DAYS * 24 * 60 * 60 * 1000);
  const recent = db
    .select({ asin: clickEvents.asin, clicks: count().as('clicks') })
    .from(clickEvents)
    .where(gte(clickEvents.createdAt, since))
    .groupBy(clickEvents.asin)
    .as('recent');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ deal: deals, clicks7d: sql<number>`coalesce(${recent.clicks}, 0)::int` })
      .from(deals)
      .leftJoin(recent, eq(recent.asin, deals.asin))
      .orderBy(desc(deals.lastUpdated), asc(deals.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(deals),
  ]);
  const products: AdminDeal[] = rows.map((r) => ({ ...toDeal(r.deal), clicks7d: Number(r.clicks7d) }));
  return { products, page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Deals the operator imported by hand, newest first, optionally filtered. */
export function listCuratedDeals(db: Db, q: CuratedDealsQuery) {
  const where = and(
    eq(deals.source, 'manual'),
    q.isApproved === undefined ? undefined : eq(deals.isApproved, q.isApproved),
    q.category === undefined ? undefined : eq(deals.category, q.category),
    q.productType === undefined ? undefined : eq(deals.productType, q.productType),
  );
  return paged(db, where, [desc(deals.createdAt), desc(deals.lastUpdated)], q.page, q.limit);
}

export async function listCategories(db: Db): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, label: categories.label })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

async function findDeal(db: Db, id: string): Promise<DealRow> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
  if (!row) throw new NotFoundError('Deal not found');
  return row;
}

async function updateOne(db: Db, id: string, values: Partial<DealRow>): Promise<Deal> {
  const [row] = await db.update(deals).set(values).where(eq(deals.id, id)).returning();
  if (!row) throw new NotFoundError('Deal not found');
  return toDeal(row);
}

/**
 * The discount to remember with an approval: the current one when the deal becomes approved, the
 * remembered one when it already was; null when unapproved.
 */
const approvedDiscountOf = (row: DealRow, approved: boolean) =>
  !approved
    ? null
    : row.isApproved && row.approvedDiscountPercentage !== null
      ? row.approvedDiscountPercentage
      : row.discountPercentage;
/** The same in SQL, for bulk approval. */
const approvedDiscountSql = sql`case when ${deals.isApproved} and ${deals.approvedDiscountPercentage} is not null then ${deals.approvedDiscountPercentage} else ${deals.discountPercentage} end`;

/** Approves or unapproves one deal; approval is refused without a category. */
export async function setApproval(db: Db, id: string, approved: boolean, now: Date): Promise<Deal> {
  const row = await findDeal(db, id);
  if (approved && !hasCategory(row.category)) throw needsCategory();
  return updateOne(db, id, {
    isApproved: approved,
    approvedDiscountPercentage: approvedDiscountOf(row, approved),
    lastUpdated: now,
  });
}

/** Approves the listed deals that have a category; the others are skipped and named. */
export async function bulkApprove(db: Db, ids: string[], now: Date): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const approved = await tx
      .update(deals)
      .set({ isApproved: true, approvedDiscountPercentage: approvedDiscountSql, lastUpdated: now })
      .where(and(inArray(deals.id, ids), not(lacksCategory())))
      .returning({ id: deals.id });
    const skipped = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(and(inArray(deals.id, ids), lacksCategory()));
    return { count: approved.length, skipped: skipped.length, skippedIds: skipped.map((s) => s.id) };
  });
}

export async function bulkDisapprove(db: Db, ids: string[], now: Date): Promise<BulkResult> {
  const rows = await db
    .update(deals)
    .set({ isApproved: false, approvedDiscountPercentage: null, lastUpdated: now })
    .where(inArray(deals.id, ids))
    .returning({ id: deals.id });
  return { count: rows.length };
}

/** A super deal without an end of its own ends this long after it is marked (docs/product.md 6.5). */
const SUPER_DEAL_DEFAULT_HOURS = 4;

/**
 * Makes this deal the one super deal; the previous one loses the flag in the same transaction.
 * A deal without an end time gets a real one (now + 4 hours): its countdown never restarts.
 */
export async function markSuperDeal(db: Db, id: string, now: Date): Promise<Deal> {
  return db.transaction(async (tx) => {
    // Serialises concurrent marks so the one-super-deal index never trips.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('deals.super_deal'))`);
    await findDeal(tx, id);
    await tx
      .update(deals)
      .set({ isSuperDeal: false, lastUpdated: now })
      .where(and(eq(deals.isSuperDeal, true), ne(deals.id, id)));
    const defaultEnd = new Date(now.getTime() + SUPER_DEAL_DEFAULT_HOURS * 60 * 60 * 1000);
    const [row] = await tx
      .update(deals)
      .set({ isSuperDeal: true, lastUpdated: now, dealEndsAt: sql`coalesce(${deals.dealEndsAt}, ${defaultEnd})` })
      .where(eq(deals.id, id))
      .returning();
    return toDeal(row);
  });
}

/** A super deal whose end has passed loses the flag by itself (the scheduler asks every minute). */
export async function unmarkEndedSuperDeals(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(deals)
    .set({ isSuperDeal: false, lastUpdated: now })
    .where(and(eq(deals.isSuperDeal, true), lte(deals.dealEndsAt, now)))
    .returning({ id: deals.id });
  return rows.length;
}

export async function unmarkSuperDeal(db: Db, id: string, now: Date): Promise<Deal> {
  return updateOne(db, id, { isSuperDeal: false, lastUpdated: now });
}

export const setProductType = (db: Db, id: string, productType: ProductType, now: Date) =>
  updateOne(db, id, { productType, lastUpdated: now });

/** The columns a category change writes: a known category and its label, or 'uncategorized', which also unapproves. */
export function categoryColumns(category: CategoryOption | typeof UNCATEGORIZED): Partial<DealRow> {
  if (category === UNCATEGORIZED) {
    return { category, categoryLabel: '', isApproved: false, approvedDiscountPercentage: null };
  }
  return { category: category.id, categoryLabel: category.label };
}

/** Sets a deal's category and/or approval. 'uncategorized' also unapproves; approval needs a category. */
export async function updateDeal(db: Db, id: string, body: DealUpdateBody, now: Date): Promise<Deal> {
  const row = await findDeal(db, id);
  const values: Partial<DealRow> = { lastUpdated: now };
  let category = row.category;
  if (body.category === UNCATEGORIZED) {
    category = UNCATEGORIZED;
    Object.assign(values, categoryColumns(UNCATEGORIZED));
  } else if (body.category !== undefined) {
    const [known] = await db.select().from(categories).where(eq(categories.id, body.category)).limit(1);
    if (!known) throw new InvalidInputError('category: no such category');
    category = known.id;
    Object.assign(values, categoryColumns(known));
  }
  if (body.isApproved !== undefined) {
    if (body.isApproved && !hasCategory(category)) throw needsCategory();
    values.isApproved = body.isApproved;
    values.approvedDiscountPercentage = approvedDiscountOf(row, body.isApproved);
  }
  return updateOne(db, id, values);
}

/** Stores list positions by ASIN in one transaction; unknown ASINs are counted, not fatal. */
export async function updatePrecedence(db: Db, items: PrecedenceItem[], now: Date): Promise<PrecedenceResult> {
  const duplicate = findDuplicateAsin(items);
  if (duplicate) throw new InvalidInputError(duplicate);
  return db.transaction(async (tx) => {
    const asins = items.map((i) => i.asin);
    const found = await tx
      .select({ asin: deals.asin, productType: deals.productType })
      .from(deals)
      .where(inArray(deals.asin, asins));
    const typeOf = new Map(found.map((f) => [f.asin, f.productType]));
    const clash = findPositionClash(items.map((i) => ({ ...i, productType: typeOf.get(i.asin) })));
    if (clash) throw new InvalidInputError(clash);
    const known = items.filter((i) => typeOf.has(i.asin));
    if (known.length > 0) {
      const rows = sql.join(
        known.map((i) => sql`(${i.asin}, ${i.takesPrecedence}::boolean, ${i.precedenceOrder}::integer)`),
        sql`, `,
      );
      await tx
        .update(deals)
        .set({ takesPrecedence: sql`v.takes_precedence`, precedenceOrder: sql`v.precedence_order`, lastUpdated: now })
        .from(sql`(values ${rows}) as v(asin, takes_precedence, precedence_order)`)
        .where(eq(deals.asin, sql`v.asin`));
    }
    return { updatedCount: known.length, notFoundCount: items.length - known.length };
  });
}
