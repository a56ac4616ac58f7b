import type { AppDeps } from '../app-deps';
import type { AssociatesReportSource } from '../retailer/associates-report';
import { importAssociatesReports } from '../services/associates-earnings';
import { type JobLaunch, launchJob } from './run-job';

/** Starts the import of the Associates reports the retailer offers (deps.retailer.reports). */
export function launchAssociatesReports(deps: AppDeps, source: AssociatesReportSource): Promise<JobLaunch> {
  return launchJob(deps, 'associates-reports', () => importAssociatesReports(deps.handle.db, source, deps.now()));
}
