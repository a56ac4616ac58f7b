import type { Db } from '../db/client';
import type { JobOutcome } from '../jobs/run-job';
import { getItemsInBatches, type RetailerClient } from '../retailer/retailer-client';
import { RetailerError } from '../retailer/retailer-errors';
import { recordJobProgress } from './job-runs';
import { type ImportCuration, saveRetailerItems } from './retailer-deals';
import { type Refusal, withRefusals } from './retailer-screening';

export interface AsinImportOptions {
  /** The job run whose counts show the progress after each batch. */
  jobRunId?: number;
  /** Category and type for new ASINs (the CSV import); others arrive uncategorized. */
  curation?: ReadonlyMap<string, ImportCuration>;
}

/**
 * Fetches the ASINs (a batch per call) and saves each batch the retailer returns as manual uploads.
 * Items with a link off `marketplaceHost` or a foreign image are refused: the job's error names them.
 * Counts: created (new), updated (already listed), refused, notFound, failed, and checked so far.
 */
export async function importAsins(
  db: Db,
  retailer: RetailerClient,
  asins: string[],
  now: () => Date,
  marketplaceHost: string,
  options: AsinImportOptions = {},
): Promise<JobOutcome> {
  const counts = { requested: asins.length, checked: 0, imported: 0, created: 0, updated: 0, notFound: 0, failed: 0 };
  const refused: Refusal[] = [];
  let firstError: string | null = null;
  for await (const batch of getItemsInBatches(retailer, asins)) {
    counts.checked += batch.asins.length;
    if ('error' in batch) {
      if (!(batch.error instanceof RetailerError)) throw batch.error;
      counts.failed += batch.asins.length;
      firstError ??= batch.error.message;
    } else {
      const policy = { kind: 'import', curation: options.curation } as const;
      const saved = await saveRetailerItems(db, batch.items, now(), policy, marketplaceHost);
      counts.imported += saved.created + saved.updated;
      counts.created += saved.created;
      counts.updated += saved.updated;
      counts.notFound += batch.asins.length - batch.items.length;
      refused.push(...saved.refused);
    }
    if (options.jobRunId !== undefined) {
      await recordJobProgress(db, options.jobRunId, { ...counts, refused: refused.length });
    }
  }
  return {
    counts: { ...counts, refused: refused.length },
    failed: counts.imported === 0 && counts.failed > 0,
    error: withRefusals(firstError, refused),
  };
}
