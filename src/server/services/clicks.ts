import { and, count, countDistinct, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ClickEvent, ClickStats, ClickStatsQuery } from '../../schemas/clicks';
import type { Db } from '../db/client';
import { clickEvents, deals } from '../db/schema';

/** Stores one click on a deal. Kept behind this function so inserts can later be batched. */
export async function recordClick(db: Db, event: ClickEvent, at: Date = new Date()): Promise<void> {
  await db.insert(clickEvents).values({
    asin: event.asin,
    clickSource: event.clickSource,
    sessionId: event.sessionId,
    category: event.metadata.category ?? null,
    productType: event.metadata.productType ?? null,
    metadata: event.metadata,
    createdAt: at,
  });
}

const categoryOf = sql<string>`coalesce(${clickEvents.category}, 'uncategorized')`;
const productTypeOf = sql<string>`coalesce(${clickEvents.productType}, 'unknown')`;
const dayOf = sql<string>`to_char(${clickEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Click counts for the admin: totals, per deal, category, product type and UTC day. */
export async function clickStats(db: Db, q: ClickStatsQuery): Promise<ClickStats> {
  const where: SQL | undefined = and(
    q.from ? gte(clickEvents.createdAt, q.from) : undefined,
    q.to ? lt(clickEvents.createdAt, q.to) : undefined,
    q.category ? eq(clickEvents.category, q.category) : undefined,
    q.productType ? eq(clickEvents.productType, q.productType) : undefined,
  );
  const clicks = count();
  const [[totals], byDeal, byCategory, byProductType, byDay] = await Promise.all([
    db.select({ clicks: count(), uniqueSessions: countDistinct(clickEvents.sessionId) }).from(clickEvents).where(where),
    db
      .select({ asin: clickEvents.asin, title: sql<string | null>`max(${deals.title})`, clicks })
      .from(clickEvents)
      .leftJoin(deals, eq(deals.asin, clickEvents.asin))
      .where(where)
      .groupBy(clickEvents.asin)
      .orderBy(desc(clicks), clickEvents.asin)
      .limit(q.limit),
    db.select({ category: categoryOf, clicks }).from(clickEvents).where(where).groupBy(categoryOf).orderBy(desc(clicks), categoryOf).limit(q.limit),
    db
      .select({ productType: productTypeOf, clicks })
      .from(clickEvents)
      .where(where)
      .groupBy(productTypeOf)
      .orderBy(desc(clicks), productTypeOf)
      .limit(q.limit),
    db.select({ day: dayOf, clicks }).from(clickEvents).where(where).groupBy(dayOf).orderBy(dayOf),
  ]);
  return { totals, byDeal, byCategory, byProductType, byDay };
}
