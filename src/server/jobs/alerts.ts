import type { AppDeps } from '../app-deps';
import { sendAlerts } from '../services/alerts';
import { type JobLaunch, launchJob } from './run-job';

/** Starts the personal deal alerts (every few minutes, and after each deal refresh). */
export function launchAlerts(deps: AppDeps): Promise<JobLaunch> {
  return launchJob(deps, 'alerts', (jobRunId) => sendAlerts(deps, jobRunId));
}
