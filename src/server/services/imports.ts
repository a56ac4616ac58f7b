import type { Db } from '../db/client';
import type { JobOutcome } from '../jobs/run-job';
import { getItemsInBatches, type RetailerClient } from '../retailer/retailer-client';
import { RetailerError } from '../retailer/retailer-errors';
import { saveRetailerItems } from './retailer-deals';

/** Fetches the ASINs (a batch per call) and saves each batch the retailer returns as manual uploads. */
export async function importAsins(
  db: Db,
  retailer: RetailerClient,
  asins: string[],
  now: () => Date,
): Promise<JobOutcome> {
  const counts = { requested: asins.length, imported: 0, created: 0, updated: 0, notFound: 0, failed: 0 };
  let firstError: string | null = null;
  for await (const batch of getItemsInBatches(retailer, asins)) {
    if ('error' in batch) {
      if (!(batch.error instanceof RetailerError)) throw batch.error;
      counts.failed += batch.asins.length;
      firstError ??= batch.error.message;
      continue;
    }
    const saved = await saveRetailerItems(db, batch.items, now(), { kind: 'import' });
    counts.imported += batch.items.length;
    counts.created += saved.created;
    counts.updated += saved.updated;
    counts.notFound += batch.asins.length - batch.items.length;
  }
  return { counts, failed: counts.imported === 0 && counts.failed > 0, error: firstError };
}
