import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { deals } from '../db/schema';
import { getItemsInBatches, type RetailerItem } from '../retailer/retailer-client';
import { saveRetailerItems } from '../services/retailer-deals';
import { withRefusals } from '../services/retailer-screening';
import { type JobLaunch, type JobOutcome, launchJob, messageOf } from './run-job';

/** How far ahead a deal's end counts as "ending today" for the frequent re-check. */
const ENDING_WITHIN_MS = 24 * 60 * 60 * 1000;
/**
 * Most deals one re-check asks about: 5 retailer calls. Run every 15 minutes that is at most 480
 * calls a day, within the daily request budget the scheduled refresh shares (docs/product.md).
 */
const RECHECK_MAX_DEALS = 50;

/** Listed deals whose retailer end falls within the next 24 hours, soonest end first. */
async function dealsEndingSoon(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ asin: deals.asin })
    .from(deals)
    .where(
      and(
        eq(deals.isApproved, true),
        eq(deals.isExpired, false),
        gt(deals.dealEndsAt, now),
        lte(deals.dealEndsAt, new Date(now.getTime() + ENDING_WITHIN_MS)),
      ),
    )
    .orderBy(asc(deals.dealEndsAt), asc(deals.priceFetchedAt))
    .limit(RECHECK_MAX_DEALS);
  return rows.map((r) => r.asin);
}

/**
 * Asks the retailer again about the deals ending soon: their price, stock, end and claimed share
 * are written through the refresh's path (each price recorded). Nothing is removed here; a deal
 * the retailer no longer returns waits for the full refresh.
 */
async function recheckDeals(deps: AppDeps, asins: string[]): Promise<JobOutcome> {
  const items: RetailerItem[] = [];
  let unreached = 0;
  let firstError: string | null = null;
  for await (const batch of getItemsInBatches(deps.retailer, asins)) {
    if ('error' in batch) {
      firstError ??= messageOf(batch.error);
      unreached += batch.asins.length;
      continue;
    }
    items.push(...batch.items);
  }
  const now = deps.now();
  const { refused } = await saveRetailerItems(
    deps.handle.db,
    items,
    now,
    { kind: 'refresh', unlisted: [], staleBefore: now },
    deps.env.CREATORS_MARKETPLACE,
  );
  const failed = items.length === 0 && unreached > 0;
  return {
    counts: { deals: asins.length, refreshed: items.length - refused.length, refused: refused.length, unreached },
    failed,
    error: withRefusals(firstError && `${unreached} deals could not be re-checked: ${firstError}`, refused),
  };
}

/** Starts a re-check of the deals ending within 24 hours; null when none is. */
export async function launchDealRecheck(deps: AppDeps): Promise<JobLaunch | null> {
  const asins = await dealsEndingSoon(deps.handle.db, deps.now());
  if (asins.length === 0) return null;
  return launchJob(deps, 'deal-recheck', () => recheckDeals(deps, asins));
}
