import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PricePoint } from '../../rules/price-badges';
import { SPARKLINE_DAYS, type Sparklines } from '../../schemas/price-history';
import type { Db } from '../db/client';
import { priceObservations } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every observation is kept this long; after it, one per day (the lowest). */
const FULL_HISTORY_DAYS = 30;
/** Nothing older than this is kept. */
export const HISTORY_DAYS = 365;

/** The prices we observed for one deal over the last year, oldest first: one query on (asin, observed_at). */
export async function priceHistory(db: Db, asin: string, now: Date): Promise<PricePoint[]> {
  return db
    .select({ priceCents: priceObservations.priceCents, observedAt: priceObservations.observedAt })
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.asin, asin),
        gte(priceObservations.observedAt, new Date(now.getTime() - HISTORY_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(priceObservations.observedAt));
}

/**
 * Keeps the price history compact: every observation of the last 30 days, then the lowest of each
 * UTC day for a year, then nothing. Returns how many observations were removed.
 */
export async function compactPriceHistory(db: Db, now: Date): Promise<number> {
  const fullSince = new Date(now.getTime() - FULL_HISTORY_DAYS * DAY_MS);
  const keptSince = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const expired = await db
    .delete(priceObservations)
    .where(lt(priceObservations.observedAt, keptSince))
    .returning({ id: priceObservations.id });
  const day = sql`date_trunc('day', ${priceObservations.observedAt} at time zone 'UTC')`;
  const ranked = db
    .select({
      id: priceObservations.id,
      rank: sql<number>`row_number() over (partition by ${priceObservations.asin}, ${day} order by ${priceObservations.priceCents}, ${priceObservations.observedAt})`.as(
        'rank',
      ),
    })
    .from(priceObservations)
    .where(lt(priceObservations.observedAt, fullSince))
    .as('ranked');
  const thinned = await db
    .delete(priceObservations)
    .where(sql`${priceObservations.id} in (select ${ranked.id} from ${ranked} where ${ranked.rank} > 1)`)
    .returning({ id: priceObservations.id });
  return expired.length + thinned.length;
}

/**
 * The lowest price of each UTC day of the last 30 days for each of `asins`, in one query on
 * (asin, observed_at): what the admin list's sparklines draw. Every ASIN asked for is in the answer.
 */
export async function dailyLows(db: Db, asins: readonly string[], now: Date): Promise<Sparklines> {
  const lows: Sparklines = Object.fromEntries(asins.map((asin) => [asin, []]));
  if (asins.length === 0) return lows;
  const day = sql<Date>`date_trunc('day', ${priceObservations.observedAt} at time zone 'UTC') at time zone 'UTC'`;
  const rows = await db
    .select({ asin: priceObservations.asin, day, lowest: sql<number>`min(${priceObservations.priceCents})::int` })
    .from(priceObservations)
    .where(
      and(
        inArray(priceObservations.asin, [...asins]),
        gte(priceObservations.observedAt, new Date(now.getTime() - SPARKLINE_DAYS * DAY_MS)),
      ),
    )
    .groupBy(priceObservations.asin, day)
    .orderBy(priceObservations.asin, day);
  for (const row of rows) lows[row.asin]?.push([new Date(row.day).getTime(), Number(row.lowest)]);
  return lows;
}
