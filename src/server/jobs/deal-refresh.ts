import { asc } from 'drizzle-orm';
import { oldestShownPriceAt } from '../../rules/price-age';
import type { AppDeps } from '../app-deps';
import { deals } from '../db/schema';
import { getItemsInBatches, type RetailerItem } from '../retailer/retailer-client';
import { recordJobProgress } from '../services/job-runs';
import { compactPriceHistory } from '../services/price-history';
import { saveRetailerItems, withRefusals } from '../services/retailer-deals';
import { launchMailAfterRefresh } from './digest';
import { type JobLaunch, type JobOutcome, launchJob, messageOf } from './run-job';

/**
 * Re-fetches every stored deal. Every price is recorded; then, in one transaction, the
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
  const seconds = deps.env.REFRESH_DEADLINE_SECONDS;
  const deadline = { at: Date.now() + seconds * 1000, seconds };
  const items: RetailerItem[] = [];
  const unlisted: string[] = [];
  let unreached = 0;
  let firstError: string | null = null;

  let checked = 0;
  for await (const batch of getItemsInBatches(deps.retailer, stored, deadline)) {
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
    unlisted.push(...batch.asins.filter((asin) => !returned.has(asin)));
  }

  const now = deps.now();
  const { removed, refused } = await saveRetailerItems(
    db,
    items,
    now,
    { kind: 'refresh', unlisted, staleBefore: oldestShownPriceAt(now) },
    deps.env.CREATORS_MARKETPLACE,
  );

  // The observations just added stay; older ones thin out to one a day, then go after a year.
  const observationsCompacted = await compactPriceHistory(db, now);

  const refreshed = items.length - refused.length;
  const counts = {
    observationsCompacted,
    deals: stored.length,
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
