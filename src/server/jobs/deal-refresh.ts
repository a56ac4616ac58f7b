import { asc } from 'drizzle-orm';
import { oldestShownPriceAt } from '../../rules/price-age';
import type { AppDeps } from '../app-deps';
import { deals } from '../db/schema';
import { getItemsInBatches, type RetailerItem } from '../retailer/retailer-client';
import { recordJobProgress } from '../services/job-runs';
import { compactPriceHistory } from '../services/price-history';
import { saveRetailerItems } from '../services/retailer-deals';
import { withRefusals } from '../services/retailer-screening';
import { evaluateWatches, offersOf } from '../services/watch-evaluation';
import { refreshBudget, saveWatchedProducts, staleWatchedAsins } from '../services/watched-products';
import { watchedPerRefresh } from '../../rules/watch-rules';
import { launchMailAfterRefresh } from './digest';
import { type JobLaunch, type JobOutcome, launchJob, messageOf } from './run-job';

/**
 * Re-fetches every stored deal, then the stalest watched products that are no deal, as many as
 * the day's quota leaves them (rules/watch-rules.ts). Every price is recorded; then, in one transaction, the
 * refreshed deals are updated and old deals are deleted, but only those the retailer
 * answered for without returning them. Deals of a failed call are left untouched, and so are
 * deals the retailer answered with a foreign link or image (the job's error names them).
 */
async function refreshDeals(deps: AppDeps, jobRunId: number): Promise<JobOutcome> {
  const { db } = deps.handle;
  // Stalest prices first: a run stopped by its deadline leaves the freshest for the next one.
  const stored = (
    await db.select({ asin: deals.asin }).from(deals).orderBy(asc(deals.priceFetchedAt), asc(deals.asin))
  ).map((r) => r.asin);
  const watched = await staleWatchedAsins(db, watchedPerRefresh(refreshBudget(deps.env), stored.length));
  const isDeal = new Set(stored);
  const seconds = deps.env.REFRESH_DEADLINE_SECONDS;
  const deadline = { at: Date.now() + seconds * 1000, seconds };
  const items: RetailerItem[] = [];
  const unlisted: string[] = [];
  let unreached = 0;
  let firstError: string | null = null;

  let checked = 0;
  for await (const batch of getItemsInBatches(deps.retailer, [...stored, ...watched], deadline)) {
    checked += batch.asins.length;
    await recordJobProgress(db, jobRunId, { deals: stored.length, checked });
    if ('error' in batch) {
      firstError ??= messageOf(batch.error);
      deps.logger.warn(
        { err: batch.error, asins: batch.asins.length },
        'deal refresh: a retailer call failed; its deals are kept',
      );
      unreached += batch.asins.length;
      continue;
    }
    items.push(...batch.items);
    const returned = new Set(batch.items.map((item) => item.asin));
    unlisted.push(...batch.asins.filter((asin) => isDeal.has(asin) && !returned.has(asin)));
  }

  const now = deps.now();
  const dealItems = items.filter((item) => isDeal.has(item.asin));
  const { removed, refused } = await saveRetailerItems(
    db,
    dealItems,
    now,
    { kind: 'refresh', unlisted, staleBefore: oldestShownPriceAt(now) },
    deps.env.CREATORS_MARKETPLACE,
  );

  const watchedItems = await saveWatchedProducts(
    db,
    items.filter((item) => !isDeal.has(item.asin)),
    deps.env.CREATORS_MARKETPLACE,
  );
  const refusedAsins = new Set(refused.map((r) => r.asin));
  const told = offersOf([...dealItems.filter((i) => !refusedAsins.has(i.asin)), ...watchedItems]);
  // The prices are stored whatever happens to the watches: a failure here is logged, not the refresh's.
  await evaluateWatches(deps, told).catch((err: unknown) => deps.logger.error({ err }, 'watches not evaluated'));

  // The observations just added stay; older ones thin out to one a day, then go after a year.
  const observationsCompacted = await compactPriceHistory(db, now);

  const refreshed = dealItems.length - refused.length;
  const counts = {
    observationsCompacted,
    deals: stored.length,
    watchedProducts: watchedItems.length,
    refreshed,
    refused: refused.length,
    removed,
    unreached,
    observations: refreshed,
  };
  const failed = stored.length > 0 && items.length === 0 && unreached > 0;
  return {
    counts,
    failed,
    error: withRefusals(
      firstError && (failed ? firstError : `${unreached} deals could not be refreshed: ${firstError}`),
      refused,
    ),
  };
}

/** Starts a deal refresh (and, when it succeeds, the digest and the personal alerts). */
export async function launchDealRefresh(deps: AppDeps): Promise<JobLaunch> {
  const launch = await launchJob(deps, 'deal-refresh', (jobRunId) => refreshDeals(deps, jobRunId));
  const finished = launch.finished.then(async (result) => {
    if (result.status !== 'succeeded') return result;
    await launchMailAfterRefresh(deps);
    return result;
  });
  return { ...launch, finished };
}
