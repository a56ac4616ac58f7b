import type { EssentialCategory } from '../../schemas/categories';
import type { AppDeps } from '../app-deps';
import { ALL_ESSENTIAL_CATEGORIES, refreshEssentials } from '../services/essentials';
import { type JobLaunch, launchJob } from './run-job';

/** Starts the essentials refresh for the given categories (all by default). */
export function launchEssentialsRefresh(
  deps: AppDeps,
  categories: EssentialCategory[] = ALL_ESSENTIAL_CATEGORIES,
): Promise<JobLaunch> {
  return launchJob(deps, 'essentials', () => refreshEssentials(deps.handle.db, deps.retailer, categories, deps.now()));
}

/** A guess for the client: one retailer call per category, spaced as configured. */
export function essentialsEstimateSeconds(deps: AppDeps, categoryCount: number): number {
  if (deps.retailer.name === 'demo') return 2;
  return Math.ceil((categoryCount * Math.max(1000, deps.env.CREATORS_REQUEST_SPACING_MS)) / 1000) + 2;
}
