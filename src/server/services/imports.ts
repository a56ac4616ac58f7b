import type { Db } from '../db/client';
import type { JobOutcome } from '../jobs/run-job';
import { getItemsInBatches, type RetailerClient } from '../retailer/retailer-client';
import { RetailerError } from '../retailer/retailer-errors';
import { type Refusal, saveRetailerItems, withRefusals } from './retailer-deals';

/**
 * Fetches the ASINs (a batch per call) and saves each batch the retailer returns as manual uploads.
 * Items with a link off `marketplaceHost` or a foreign image are refused: the job's error names them.
 */
export async function importAsins(
  db: Db,
  retailer: RetailerClient,
  asins: string[],
  now: () => Date,
  marketplaceHost: string,
): Promise<JobOutcome> {
  const counts = { requested: asins.length, imported: 0, created: 0, updated: 0, notFound: 0, failed: 0 };
  const refused: Refusal[] = [];
  let firstError: string | null = null;
  for await (const batch of getItemsInBatches(retailer, asins)) {
    if ('error' in batch) {
      if (!(batch.error instanceof RetailerError)) throw batch.error;
      counts.failed += batch.asins.length;
      firstError ??= batch.error.message;
      continue;
    }
    const saved = await saveRetailerItems(db, batch.items, now(), { kind: 'import' }, marketplaceHost);
    counts.imported += saved.created + saved.updated;
    counts.created += saved.created;
    counts.updated += saved.updated;
    counts.notFound += batch.asins.length - batch.items.length;
    refused.push(...saved.refused);
  }
  return {
    counts: { ...counts, refused: refused.length },
    failed: counts.imported === 0 && counts.failed > 0,
    error: withRefusals(firstError, refused),
  };
}
