import { and, count, countDistinct, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { UNCATEGORIZED } from '../../schemas/categories';
import type { ClickStats, ClickStatsQuery } from '../../schemas/clicks';
import type { Db } from '../db/client';
import { clickEvents, deals } from '../db/schema';
import type { PendingClick } from './click-buffer';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** PostgreSQL text and jsonb refuse NUL characters and lone surrogates: one such click must not sink its batch. */
const storable = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(/\0/g, '').replace(LONE_SURROGATE, '\uFFFD') : value;

/**
 * Stores clicks in one INSERT. The rows travel as a single JSON parameter: far cheaper to
 * send and parse than thousands of bind parameters, on PGlite above all.
 */
export async function recordClicks(db: Db, clicks: readonly PendingClick[]): Promise<void> {
  if (clicks.length === 0) return;
  const rows = clicks.map(({ event, at }) => ({
    asin: event.asin,
    click_source: event.clickSource,
    session_id: event.sessionId,
    category: event.metadata.category ?? null,
    product_type: event.metadata.productType ?? null,
    metadata: event.metadata,
    created_at: at.toISOString(),
  }));
  await db.execute(sql`
    insert into click_events (asin, click_source, session_id, category, product_type, metadata, created_at)
    select asin, click_source, session_id, category, product_type, metadata, created_at
    from json_to_recordset(${JSON.stringify(rows, storable)}::json)
      as r(asin varchar(10), click_source text, session_id text, category text, product_type text, metadata jsonb, created_at timestamptz)`);
}

// A literal, not a parameter: the same expression is selected and grouped by.
const categoryOf = sql<string>`coalesce(${clickEvents.category}, ${sql.raw(`'${UNCATEGORIZED}'`)})`;
const productTypeOf = sql<string>`coalesce(${clickEvents.productType}, 'unknown')`;
const dayOf = sql<string>`to_char(${clickEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Click counts for the admin: totals, per deal, category, product type, source and UTC day; one grouped query each. */
export async function clickStats(db: Db, q: ClickStatsQuery): Promise<ClickStats> {
  const where: SQL | undefined = and(
    q.from ? gte(clickEvents.createdAt, q.from) : undefined,
    q.to ? lt(clickEvents.createdAt, q.to) : undefined,
    q.category ? eq(clickEvents.category, q.category) : undefined,
    q.productType ? eq(clickEvents.productType, q.productType) : undefined,
  );
  const clicks = count();
  const [[totals], byDeal, byCategory, byProductType, bySource, byDay] = await Promise.all([
    db
      .select({ clicks: count(), uniqueSessions: countDistinct(clickEvents.sessionId) })
      .from(clickEvents)
      .where(where),
    db
      .select({ asin: clickEvents.asin, title: sql<string | null>`max(${deals.title})`, clicks })
      .from(clickEvents)
      .leftJoin(deals, eq(deals.asin, clickEvents.asin))
      .where(where)
      .groupBy(clickEvents.asin)
      .orderBy(desc(clicks), clickEvents.asin)
      .limit(q.limit),
    db
      .select({ category: categoryOf, clicks })
      .from(clickEvents)
      .where(where)
      .groupBy(categoryOf)
      .orderBy(desc(clicks), categoryOf)
      .limit(q.limit),
    db
      .select({ productType: productTypeOf, clicks })
      .from(clickEvents)
      .where(where)
      .groupBy(productTypeOf)
      .orderBy(desc(clicks), productTypeOf)
      .limit(q.limit),
    db
      .select({ source: clickEvents.clickSource, clicks })
      .from(clickEvents)
      .where(where)
      .groupBy(clickEvents.clickSource)
      .orderBy(desc(clicks), clickEvents.clickSource)
      .limit(q.limit),
    db.select({ day: dayOf, clicks }).from(clickEvents).where(where).groupBy(dayOf).orderBy(dayOf),
  ]);
  return { totals, byDeal, byCategory, byProductType, bySource, byDay };
}
