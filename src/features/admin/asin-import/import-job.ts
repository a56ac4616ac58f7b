import { importCountsLine } from '../../../rules/import-summary';
import type { JobRunView } from '../../../schemas/retailer';
import { loadDeals } from '../deals-manager/deals.store';
import { loadManualUploads } from '../manual-uploads/manual.store';
import { followJob } from '../shell/follow-job';
import { messageOf } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';

/** What the ASIN tab shows of an import job: its progress, then its counts and its error if any. */
export type ImportJobState =
  { phase: 'running'; text: string } | { phase: 'succeeded' | 'failed'; text: string; error: string | null };

const LOST = 'The import could not be followed: its products will appear in Manage Manual Uploads.';

/** 'Importing... 10 of 40 ASINs checked' from the job's counts so far. */
function importProgressText(run: JobRunView | undefined): string {
  const { requested, checked } = run?.counts ?? {};
  if (typeof requested !== 'number' || typeof checked !== 'number' || requested === 0) return 'Importing...';
  return `Importing... ${Math.min(checked, requested)} of ${requested} ASINs checked`;
}

/** 'Import finished: 2 new, 1 already listed, 0 refused, 1 not found' and the job's error. */
function importResultState(run: JobRunView): ImportJobState {
  const { created = 0, updated = 0, refused = 0, notFound = 0, failed = 0 } = run.counts;
  const line = importCountsLine({ created, updated, refused, notFound, failed });
  const failedRun = run.status === 'failed';
  return {
    phase: failedRun ? 'failed' : 'succeeded',
    text: `Import ${failedRun ? 'failed' : 'finished'}: ${line}`,
    error: run.error,
  };
}

/** Follows the 'asin-import' run until it ends, then reloads the deal lists. */
export async function trackImportJob(jobRunId: number, show: (state: ImportJobState) => void): Promise<void> {
  show({ phase: 'running', text: importProgressText(undefined) });
  try {
    const run = await followJob('asin-import', jobRunId, (running) =>
      show({ phase: 'running', text: importProgressText(running) }),
    );
    show(run ? importResultState(run) : { phase: 'failed', text: LOST, error: null });
  } catch (err) {
    noteAuthFailure(err);
    show({ phase: 'failed', text: messageOf(err, LOST), error: null });
  }
  void loadDeals();
  void loadManualUploads();
}
