import type { AppDeps } from '../app-deps';
import { pruneLoginAttempts } from '../auth/login-attempts-store';
import { type JobLaunch, launchJob } from './run-job';

/** Deletes the sign-in counters that ended over a day ago (recorded in job_runs as 'login-attempts-prune'). */
export function launchLoginAttemptsPrune(deps: AppDeps): Promise<JobLaunch> {
  return launchJob(deps, 'login-attempts-prune', async () => ({
    counts: { deleted: await pruneLoginAttempts(deps.handle.db, deps.now()) },
  }));
}
