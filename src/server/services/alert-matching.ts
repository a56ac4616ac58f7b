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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Who alert rules reach: confirmed newsletter subscribers by mail, or devices by push (their
 * rules are alert_preferences rows under the push subscription's id).
 */
export type AlertChannel = 'mail' | 'push';

const AUDIENCE = {
  mail: sql`join newsletter_subscribers s on s.id = p.subscriber_id and s.status = 'confirmed'`,
  push: sql`join push_subscriptions s on s.id = p.subscriber_id`,
};

/**
 * The next batch of subscribers with rules who are due, after `afterId` (keyset order):
 * 'instant' at most hourly by mail (at once by push), 'refresh' once after each deal refresh,
 * 'daily' once after 10 AM Eastern each day; and, but for 'refresh', only when a deal changed
 * since they were last checked. `email` is null for push.
 */
export async function dueSubscribers(
  db: Db,
  rules: DueRules,
  afterId: string | null,
  limit: number,
  channel: AlertChannel = 'mail',
): Promise<{ id: string; email: string | null }[]> {
  const hourAgo = sqlTime(new Date(rules.now.getTime() - (channel === 'mail' ? HOUR_MS : 0)));
  const lastRefresh = rules.lastRefreshAt ? sqlTime(rules.lastRefreshAt) : sql`null::timestamptz`;
  const changedSinceCheck = sql`(p.last_checked_at is null or p.last_checked_at < ${sqlTime(rules.latestDealChange)})`;
  const result = await db.execute(sql`
    select p.subscriber_id as id, ${channel === 'mail' ? sql`s.email` : sql`null`} as email
    from alert_preferences p
    ${AUDIENCE[channel]}
    where (${afterId}::uuid is null or p.subscriber_id > ${afterId}::uuid)
      and case p.frequency
        when 'instant' then ${changedSinceCheck} and (p.last_alert_at is null or p.last_alert_at <= ${hourAgo})
        when 'refresh' then ${lastRefresh} is not null
          and (p.last_checked_at is null or p.last_checked_at < ${lastRefresh})
        else ${changedSinceCheck} and (p.last_alert_at is null or p.last_alert_at < ${sqlTime(rules.dailyFrom)})
      end
    order by p.subscriber_id
    limit ${limit}`);
  return rowsOf<{ id: string; email: string | null }>(result);
}

/** The deals an alert run may send, in alert order, and their rows for matching (JSON, built once). */
export interface AlertCandidates {
  deals: AlertDeal[];
  /** Per deal, in the same order: its rank (index in `deals`), asin, discount, category, price, tsvector text and last change (epoch s). */
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
      to_tsvector(${TEXT_SEARCH_CONFIG}::regconfig, title || ' ' || brand || ' ' || description)::text as doc,
      extract(epoch from last_updated)::float8 as changed
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
    changed: number;
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
        changed: Number(row.changed),
      })),
    ),
  };
}

/** Per channel: the deals already alerted to a subscriber, and which candidates they may get. */
const CHANNEL_MATCH = {
  mail: {
    sent: sql`select coalesce(array_agg(d.asin::text), '{}') as asins from alert_deliveries d where d.subscriber_id = s.subscriber_id`,
    allowed: sql`true`,
  },
  // A device hears of deals that changed (approved, refreshed, repriced) since it subscribed.
  push: {
    sent: sql`select coalesce(array_agg(d.asin::text) filter (where d.asin is not null), '{}') as asins from push_deliveries d where d.subscription_id = s.subscriber_id`,
    allowed: sql`c.changed >= (select extract(epoch from ps.created_at) from push_subscriptions ps where ps.id = s.subscriber_id)`,
  },
};

/**
 * For each subscriber, the candidates (see alertCandidates) that match their rules and were
 * never alerted to them on this channel, in the candidates' order, at most `perSubscriber`. A deal matches when
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
  channel: AlertChannel = 'mail',
): Promise<Map<string, AlertDeal[]>> {
  const bySubscriber = new Map<string, AlertDeal[]>();
  if (subscriberIds.length === 0 || candidates.deals.length === 0) return bySubscriber;
  const result = await db.execute(sql`
    with candidates as materialized (
      select * from jsonb_to_recordset(${candidates.rows}::jsonb)
        as c(rank int, asin text, discount int, category text, price int, doc tsvector, changed float8)
    )
    select s.subscriber_id, m.rank
    from unnest(${`{${subscriberIds.join(',')}}`}::uuid[]) as batch(id)
    join alert_preferences s on s.subscriber_id = batch.id
    cross join lateral (${CHANNEL_MATCH[channel].sent}) sent
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
        and ${CHANNEL_MATCH[channel].allowed}
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
