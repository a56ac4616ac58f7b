import type { AppDeps } from '../app-deps';
import { sendDigest } from '../services/newsletter';
import { launchAlerts } from './alerts';
import { type JobLaunch, launchJob } from './run-job';

/** Starts the deal-alert digest (to subscribers without alert rules). */
function launchDigest(deps: AppDeps): Promise<JobLaunch> {
  return launchJob(deps, 'digest', (jobRunId) => sendDigest(deps, jobRunId));
}

/** After each successful deal refresh: the digest, then the personal alerts; settles when both ended. */
export async function launchMailAfterRefresh(deps: AppDeps): Promise<void> {
  for (const [name, launch] of [
    ['digest', launchDigest],
    ['alerts', launchAlerts],
  ] as const) {
    try {
      await (
        await launch(deps)
      ).finished;
    } catch (err) {
      deps.logger.error({ err, job: name }, 'a mail job could not start after the refresh');
    }
  }
}
