import { count, countDistinct, sql } from 'drizzle-orm';
import { type RefreshBudget, watchedPerRefresh } from '../../rules/watch-rules';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { deals, priceObservations, watchedProducts, watches } from '../db/schema';
import { inBatches, type RetailerItem } from '../retailer/retailer-client';
import { toCents } from '../../rules/cents';
import { screenRetailerItems } from './retailer-screening';

/** Deal refreshes a day (jobs/scheduler.ts): what a day's share of watched products is counted in. */
const DEAL_REFRESHES_PER_DAY = 2;

/** Watched ASINs that are no deal of ours (unapproved, expired or never imported ones are deals). */
const notADeal = sql`not exists (select 1 from ${deals} where ${deals.asin} = ${watches.asin})`;

/** The watched products that are no deal, stalest first (never fetched first), at most `limit`. */
export async function staleWatchedAsins(db: Db, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ asin: watches.asin })
    .from(watches)
    .leftJoin(watchedProducts, sql`${watchedProducts.asin} = ${watches.asin}`)
    .where(notADeal)
    .groupBy(watches.asin, watchedProducts.fetchedAt)
    .orderBy(sql`${watchedProducts.fetchedAt} asc nulls first`, watches.asin)
    .limit(limit);
  return rows.map((r) => r.asin);
}

/**
 * Stores what the retailer told about watched products that are no deal: their price history (as
 * a deal's) and their latest offer; items with a foreign link or image are dropped. Rows of
 * products no longer watched, or now deals, go. Answers the items kept.
 */
export async function saveWatchedProducts(
  db: Db,
  items: readonly RetailerItem[],
  marketplaceHost: string,
): Promise<RetailerItem[]> {
  const { accepted } = screenRetailerItems(items, marketplaceHost);
  for (const batch of inBatches(accepted, 100)) {
    await db.insert(priceObservations).values(
      batch.map((item) => ({
        asin: item.asin,
        priceCents: toCents(item.price),
        basisCents: item.originalPrice === null ? null : toCents(item.originalPrice),
        basisType: item.savingBasisType,
        observedAt: item.fetchedAt,
      })),
    );
    const rows = batch.map((item) => ({
      asin: item.asin,
      title: item.title,
      imageUrl: item.imageUrl,
      priceCents: toCents(item.price),
      availability: item.availability,
      fetchedAt: item.fetchedAt,
    }));
    await db
      .insert(watchedProducts)
      .values(rows)
      .onConflictDoUpdate({
        target: watchedProducts.asin,
        set: {
          title: sql`excluded.title`,
          imageUrl: sql`excluded.image_url`,
          priceCents: sql`excluded.price_cents`,
          availability: sql`excluded.availability`,
          fetchedAt: sql`excluded.fetched_at`,
        },
      });
  }
  await db.delete(watchedProducts).where(
    sql`not exists (select 1 from ${watches} where ${watches.asin} = ${watchedProducts.asin})
        or exists (select 1 from ${deals} where ${deals.asin} = ${watchedProducts.asin})`,
  );
  return accepted;
}

/** A refresh's retailer budget under these settings. */
export const refreshBudget = (env: Env): RefreshBudget => ({
  dailyQuota: env.CREATORS_DAILY_REQUEST_QUOTA,
  refreshesPerDay: DEAL_REFRESHES_PER_DAY,
  callsBeforeDeadline: Math.floor((env.REFRESH_DEADLINE_SECONDS * 1000) / Math.max(1, env.CREATORS_REQUEST_SPACING_MS)),
});

/** How many watched products are no deal, and how many of them one day's refreshes ask the retailer for. */
export async function watchedCoverage(db: Db, env: Env): Promise<{ watched: number; perDay: number }> {
  const [{ n: dealCount }] = await db.select({ n: count() }).from(deals);
  const [{ n: watched }] = await db
    .select({ n: countDistinct(watches.asin) })
    .from(watches)
    .where(notADeal);
  const perDay = watchedPerRefresh(refreshBudget(env), Number(dealCount)) * DEAL_REFRESHES_PER_DAY;
  return { watched: Number(watched), perDay };
}
