import { http } from '../../../lib/http';
import type { JobRunView } from '../../../schemas/retailer';

/** The background jobs the panel starts and follows. */
type FollowedJob = 'deal-refresh' | 'asin-import';

const POLL_MS = 1000;
/** Longer than the refresh's deadline (60 s by default) and a 1,000-ASIN import at one call a second. */
const GIVE_UP_MS = 5 * 60 * 1000;

/** The run with this id, as GET /api/admin/jobs lists it (undefined when not among the latest). */
async function jobRun(name: FollowedJob, id: number): Promise<JobRunView | undefined> {
  const res = await http.get('/api/admin/jobs', 'jobRuns', { name, limit: 10 });
  return res.data.find((run) => run.id === id);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls the run until it has ended, handing each running state to `onProgress`; answers the ended
 * run, or undefined when it cannot be followed (not listed, or still running after 5 minutes).
 */
export async function followJob(
  name: FollowedJob,
  id: number,
  onProgress: (run: JobRunView) => void,
): Promise<JobRunView | undefined> {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  while (Date.now() < giveUpAt) {
    const run = await jobRun(name, id);
    if (!run) return undefined;
    if (run.status !== 'running') return run;
    onProgress(run);
    await pause(POLL_MS);
  }
  return undefined;
}
