import { formatCount } from '../../../lib/format';
import type { JobRunView, WatchCoverage } from '../../../schemas/retailer';

/** What the overlay says while the refresh runs: how far it got, from the job's counts so far. */
export function progressText(run: JobRunView | undefined): string {
  const { deals, checked } = run?.counts ?? {};
  if (typeof deals !== 'number' || typeof checked !== 'number' || deals === 0) return 'Refreshing the database...';
  return `Refreshing the database... ${Math.min(checked, deals)} of ${deals} deals checked`;
}

/** What the overlay says once the refresh has ended: its counts, and its error when it had one. */
export function resultText(run: JobRunView): string {
  const { refreshed = 0, removed = 0, watchedProducts = 0 } = run.counts;
  const watched =
    watchedProducts > 0 ? ` ${watchedProducts} watched ${watchedProducts === 1 ? 'product' : 'products'} checked.` : '';
  const summary = `Database refreshed: ${refreshed} ${refreshed === 1 ? 'deal' : 'deals'} updated, ${removed} removed.${watched}`;
  if (run.status === 'failed') return run.error ?? 'An error occurred while refreshing the database.';
  return run.error ? `${summary} ${run.error}` : summary;
}

/** What the refresh dialog says of watched products that are no deal: how many, and how many a day's refreshes check. */
export function coverageText({ watched, perDay }: WatchCoverage): string {
  if (watched === 0) return 'No watched product outside the deals.';
  const covered = perDay >= watched ? 'all of them' : `up to ${formatCount(perDay)} of them, stalest first`;
  return `Watched products outside the deals: ${formatCount(watched)}. One day's refreshes check ${covered}.`;
}
