import type { AppDeps } from '../app-deps';
import { sendDigest } from '../services/newsletter';
import { type JobLaunch, launchJob } from './run-job';

/** Starts the deal-alert digest (after each successful deal refresh). */
export function launchDigest(deps: AppDeps): Promise<JobLaunch> {
  return launchJob(deps, 'digest', (jobRunId) => sendDigest(deps, jobRunId));
}
