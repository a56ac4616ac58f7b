import type { EssentialCategory } from '../../schemas/categories';
import type { AppDeps } from '../app-deps';
import { retailerCallsSeconds } from '../retailer/rate-spacer';
import { ALL_ESSENTIAL_CATEGORIES, refreshEssentials } from '../services/essentials';
import { type JobLaunch, launchJob } from './run-job';

/** Starts the essentials refresh for the given categories (all by default). */
export function launchEssentialsRefresh(
  deps: AppDeps,
  categories: EssentialCategory[] = ALL_ESSENTIAL_CATEGORIES,
): Promise<JobLaunch> {
  return launchJob(deps, 'essentials', () =>
    refreshEssentials(deps.handle.db, deps.retailer, categories, deps.now(), deps.env.CREATORS_MARKETPLACE),
  );
}

/** A guess for the client: one retailer call per category. */
export const essentialsEstimateSeconds = (deps: AppDeps, categoryCount: number) =>
  retailerCallsSeconds(deps.retailer, deps.env.CREATORS_REQUEST_SPACING_MS, categoryCount, 2);
