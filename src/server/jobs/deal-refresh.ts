import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { oldestShownPriceAt } from '../../rules/price-age';
import type { AppDeps } from '../app-deps';
import { deals, priceObservations } from '../db/schema';
import { GET_ITEMS_BATCH, inBatches, type RetailerItem } from '../retailer/retailer-client';
import { failsEveryCall } from '../retailer/retailer-errors';
import { toCents } from '../services/deal-mapper';
import { launchDigest } from './digest';
import { type JobLaunch, type JobOutcome, launchJob } from './run-job';

/**
 * Re-fetches every stored deal. Every price is recorded; then, in one transaction, the
 * refreshed deals are updated and old deals are deleted, but only those the retailer
 * answered for without returning them. Deals of a failed call are left untouched.
 */
export async function refreshDeals(deps: AppDeps): Promise<JobOutcome> {
  const { db } = deps.handle;
  const stored = (await db.select({ asin: deals.asin }).from(deals).orderBy(asc(deals.asin))).map((r) => r.asin);
  const refreshed = new Map<string, RetailerItem>();
  const answeredWithout: string[] = [];
  let unreached = 0;
  let firstError: string | null = null;

  for (const [index, ids] of inBatches(stored).entries()) {
    try {
      const result = await deps.retailer.getItems(ids);
      for (const item of result.items) if (ids.includes(item.asin)) refreshed.set(item.asin, item);
      answeredWithout.push(...ids.filter((asin) => !refreshed.has(asin)));
    } catch (err) {
      firstError ??= err instanceof Error ? err.message : String(err);
      deps.logger.warn({ err, chunk: index }, 'deal refresh: a retailer call failed; its deals are kept');
      if (failsEveryCall(err)) {
        unreached += stored.length - index * GET_ITEMS_BATCH;
        break;
      }
      unreached += ids.length;
    }
  }

  const items = [...refreshed.values()];
  if (items.length > 0) {
    await db.insert(priceObservations).values(
      items.map((item) => ({
        asin: item.asin,
        priceCents: toCents(item.price),
        basisCents: item.originalPrice === null ? null : toCents(item.originalPrice),
        basisType: item.savingBasisType,
        observedAt: item.fetchedAt,
      })),
    );
  }

  const now = deps.now();
  const cutoff = oldestShownPriceAt(now);
  const removed = await db.transaction(async (tx) => {
    for (const item of items) {
      await tx
        .update(deals)
        .set({
          priceCents: toCents(item.price),
          originalPriceCents: toCents(item.originalPrice ?? item.price),
          discountPercentage: item.discountPercentage,
          savingBasisType: item.savingBasisType,
          savingBasisLabel: item.savingBasisLabel,
          ...(item.rating !== null ? { rating: item.rating } : {}),
          ...(item.reviewCount !== null ? { reviewCount: item.reviewCount } : {}),
          ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
          availability: item.availability,
          dealBadge: item.dealBadge,
          dealEndsAt: item.dealEndsAt,
          priceFetchedAt: item.fetchedAt,
          lastUpdated: now,
        })
        .where(eq(deals.asin, item.asin));
    }
    let gone = 0;
    for (const ids of inBatches(answeredWithout, 500)) {
      const rows = await tx
        .delete(deals)
        .where(and(inArray(deals.asin, ids), lt(deals.priceFetchedAt, cutoff)))
        .returning({ asin: deals.asin });
      gone += rows.length;
    }
    return gone;
  });

  const counts = { deals: stored.length, refreshed: items.length, removed, unreached, observations: items.length };
  const failed = stored.length > 0 && items.length === 0 && unreached > 0;
  return {
    counts,
    failed,
    error: firstError && (failed ? firstError : `${unreached} deals could not be refreshed: ${firstError}`),
  };
}

/** Starts a deal refresh (and, when it succeeds, the deal-alert digest). */
export async function launchDealRefresh(deps: AppDeps): Promise<JobLaunch> {
  const launch = await launchJob(deps, 'deal-refresh', () => refreshDeals(deps));
  const finished = launch.finished.then(async (result) => {
    if (result.status !== 'succeeded') return result;
    try {
      await (
        await launchDigest(deps)
      ).finished;
    } catch (err) {
      deps.logger.error({ err }, 'the deal-alert digest could not start');
    }
    return result;
  });
  return { ...launch, finished };
}
