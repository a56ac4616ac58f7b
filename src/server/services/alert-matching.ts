import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deals } from '../db/schema';
import { TEXT_SEARCH_CONFIG } from './alert-preferences';
import { isVisible } from './public-deals';
import { sqlTime } from '../db/sql-time';

/** A deal as an alert lists it: no price (mail never shows one). */
export interface AlertDeal {
  asin: string;
  title: string;
  discountPercentage: number;
  categoryLabel: string;
}

/** The newest change to a deal shown now; null when none is shown. */
export async function latestShownDealChange(db: Db, now: Date): Promise<Date | null> {
  const result = await db.execute(sql`select max(${deals.lastUpdated}) as at from deals where ${isVisible(now)}`);
  const at = rowsOf<{ at: Date | string | null }>(result)[0]?.at;
  return at ? new Date(at) : null;
}

/** What decides which subscribers are due in a run (see dueSubscribers). */
export interface DueRules {
  now: Date;
  /** The newest change to a shown deal: a subscriber checked since has nothing new. */
  latestDealChange: Date;
  /** When the last successful deal refresh started; null when none did. */
  lastRefreshAt: Date | null;
  /** The latest daily send time (10 AM Eastern) at or before now. */
  dailyFrom: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** A time as a query parameter (raw SQL passes values as they are). */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The next batch of confirmed subscribers with rules who are due, after `afterId` (keyset order):
 * 'instant' at most hourly, 'refresh' once after each deal refresh, 'daily' once after 10 AM
 * Eastern each day; and, but for 'refresh', only when a deal changed since they were last checked.
 */
export async function dueSubscribers(
  db: Db,
  rules: DueRules,
  afterId: string | null,
  limit: number,
): Promise<{ id: string; email: string }[]> {
  const hourAgo = sqlTime(new Date(rules.now.getTime() - HOUR_MS));
  const lastRefresh = rules.lastRefreshAt ? sqlTime(rules.lastRefreshAt) : sql`null::timestamptz`;
  const changedSinceCheck = sql`(p.last_checked_at is null or p.last_checked_at < ${sqlTime(rules.latestDealChange)})`;
  const result = await db.execute(sql`
    select p.subscriber_id as id, s.email
    from alert_preferences p
    join newsletter_subscribers s on s.id = p.subscriber_id
    where s.status = 'confirmed'
      and (${afterId}::uuid is null or p.subscriber_id > ${afterId}::uuid)
      and case p.frequency
        when 'instant' then ${changedSinceCheck} and (p.last_alert_at is null or p.last_alert_at <= ${hourAgo})
        when 'refresh' then ${lastRefresh} is not null
          and (p.last_checked_at is null or p.last_checked_at < ${lastRefresh})
        else ${changedSinceCheck} and (p.last_alert_at is null or p.last_alert_at < ${sqlTime(rules.dailyFrom)})
      end
    order by p.subscriber_id
    limit ${limit}`);
  return rowsOf<{ id: string; email: string }>(result);
}

/** The deals an alert run may send, in alert order, and their rows for matching (JSON, built once). */
export interface AlertCandidates {
  deals: AlertDeal[];
  /** Per deal, in the same order: its rank (index in `deals`), asin, discount, category, price and tsvector text. */
  rows: string;
}

/**
 * The shown deals changed since `since`, biggest discount first: read once per run, so each
 * deal's text is parsed into a tsvector once, not once per batch of subscribers.
 */
export async function alertCandidates(db: Db, since: Date, now: Date): Promise<AlertCandidates> {
  const result = await db.execute(sql`
    select asin, title, discount_percentage, category, price_cents,
      coalesce(nullif(category_label, ''), cat.label, category) as category_label,
      to_tsvector(${TEXT_SEARCH_CONFIG}::regconfig, title || ' ' || brand || ' ' || description)::text as doc
    from deals left join categories cat on cat.id = deals.category
    where ${isVisible(now)} and ${deals.lastUpdated} >= ${sqlTime(since)}
    order by discount_percentage desc, asin`);
  const rows = rowsOf<{
    asin: string;
    title: string;
    discount_percentage: number;
    category: string;
    price_cents: number;
    category_label: string;
    doc: string;
  }>(result);
  return {
    deals: rows.map((row) => ({
      asin: row.asin,
      title: row.title,
      discountPercentage: Number(row.discount_percentage),
      categoryLabel: row.category_label,
    })),
    rows: JSON.stringify(
      rows.map((row, rank) => ({
        rank,
        asin: row.asin,
        discount: Number(row.discount_percentage),
        category: row.category,
        price: Number(row.price_cents),
        doc: row.doc,
      })),
    ),
  };
}

/**
 * For each subscriber, the candidates (see alertCandidates) that match their rules and were
 * never alerted to them, in the candidates' order, at most `perSubscriber`. A deal matches when
 * it is within the price and discount limits and, when the subscriber follows categories or
 * keywords, is in one of the categories or its title, brand or description matches a keyword
 * (full-text search). All in one query per batch: per subscriber its deliveries as one array and
 * a top-N of the candidates (no sort of every matching pair).
 */
export async function matchDeals(
  db: Db,
  subscriberIds: string[],
  candidates: AlertCandidates,
  perSubscriber: number,
): Promise<Map<string, AlertDeal[]>> {
  const bySubscriber = new Map<string, AlertDeal[]>();
  if (subscriberIds.length === 0 || candidates.deals.length === 0) return bySubscriber;
  const result = await db.execute(sql`
    with candidates as materialized (
      select * from jsonb_to_recordset(${candidates.rows}::jsonb)
        as c(rank int, asin text, discount int, category text, price int, doc tsvector)
    )
    select s.subscriber_id, m.rank
    from unnest(${`{${subscriberIds.join(',')}}`}::uuid[]) as batch(id)
    join alert_preferences s on s.subscriber_id = batch.id
    cross join lateral (
      select coalesce(array_agg(d.asin::text), '{}') as asins from alert_deliveries d where d.subscriber_id = s.subscriber_id
    ) sent
    cross join lateral (
      select c.rank
      from candidates c
      where (s.max_price_cents is null or c.price <= s.max_price_cents)
        and c.discount >= s.min_discount
        and (
          (cardinality(s.match_categories) = 0 and s.match_query is null)
          or c.category = any(s.match_categories)
          or (s.match_query is not null and c.doc @@ s.match_query)
        )
        and c.asin <> all(sent.asins)
      order by c.rank
      limit ${perSubscriber}
    ) m
    order by s.subscriber_id, m.rank`);
  for (const row of rowsOf<{ subscriber_id: string; rank: number }>(result)) {
    const list = bySubscriber.get(row.subscriber_id) ?? [];
    list.push(candidates.deals[row.rank]);
    bySubscriber.set(row.subscriber_id, list);
  }
  return bySubscriber;
}
