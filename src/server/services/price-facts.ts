import { sql, type SQL } from 'drizzle-orm';
import { priceBadges, RECENT_LOW_DAYS, type PriceFacts } from '../../rules/price-badges';
import { isStockUpPrice, STOCK_UP_BADGE } from '../../rules/stock-up';
import type { Deal } from '../../schemas/deal';
import { deals, priceObservations, type DealRow } from '../db/schema';
import { HISTORY_DAYS } from './price-history';
import { toDeal } from './deal-mapper';
import { sqlTime } from '../db/sql-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price facts of each deal (src/rules/price-badges.ts) as columns of the list query itself:
 * correlated subqueries on price_observations (asin, observed_at), so a list of 500 deals is still
 * one query. The same facts priceFacts() derives from a deal page's history.
 */
function priceFactsColumns(now: Date) {
  const observed = sql`from ${priceObservations} po where po.asin = ${deals.asin} and po.observed_at >= ${sqlTime(new Date(now.getTime() - HISTORY_DAYS * DAY_MS))}`;
  const lastChange = sql`(select po.observed_at ${observed} and po.price_cents <> ${deals.priceCents} order by po.observed_at desc limit 1)`;
  const column = <T>(query: SQL) => sql<T | null>`(${query})`;
  return {
    range: column<[string, number, number | null]>(
      sql`select json_build_array(min(po.observed_at), min(po.price_cents), min(po.price_cents) filter (where po.observed_at >= ${sqlTime(new Date(now.getTime() - RECENT_LOW_DAYS * DAY_MS))})) ${observed}`,
    ),
    previousCents: column<number>(
      sql`select po.price_cents ${observed} and po.price_cents <> ${deals.priceCents} order by po.observed_at desc limit 1`,
    ),
    currentSince: column<string>(sql`select min(po.observed_at) ${observed} and po.observed_at > ${lastChange}`),
  };
}

type FactsColumns = { [K in keyof ReturnType<typeof priceFactsColumns>]: unknown };

const asDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The columns read back as facts (drivers hand back json and timestamps in their own ways). */
function readPriceFacts(columns: FactsColumns): PriceFacts {
  const range = (typeof columns.range === 'string' ? JSON.parse(columns.range) : columns.range) as
    [string | null, number | null, number | null] | null;
  return {
    oldestAt: asDate(range?.[0]),
    lowestCents: asNumber(range?.[1]),
    lowest30Cents: asNumber(range?.[2]),
    previousCents: asNumber(columns.previousCents),
    currentSince: asDate(columns.currentSince),
  };
}

/** A public deal with the badges its observed prices earn ('Stock-up price' last). */
export function toPublicDeal(row: DealRow, facts: PriceFacts, now: Date): Deal {
  const badges = priceBadges(facts, row.priceCents, now);
  if (isStockUpPrice(facts, row.priceCents, row.unitCount, now)) badges.push(STOCK_UP_BADGE);
  return { ...toDeal(row), priceBadges: badges };
}

/** The select shape of a public list: the row and its facts' columns. */
export const dealWithFacts = (now: Date) => ({ row: deals, ...priceFactsColumns(now) });

/** A selected { row, ...facts } as the public deal. */
export const publicDealOf =
  (now: Date) =>
  ({ row, ...facts }: { row: DealRow } & FactsColumns): Deal =>
    toPublicDeal(row, readPriceFacts(facts), now);
