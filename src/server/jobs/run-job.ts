import type { AppDeps } from '../app-deps';
import { LOCK_KEYS, withAdvisoryLock } from '../services/advisory-lock';
import { type JobCounts, type JobName, recordJobEnd, recordJobStart } from '../services/job-runs';

/** What a job's work reports: counts, and an error when it failed (or partly failed). */
export interface JobOutcome {
  counts: JobCounts;
  /** True when the job achieved nothing it was meant to. */
  failed?: boolean;
  error?: string | null;
}

interface JobResult extends JobOutcome {
  status: 'succeeded' | 'failed' | 'skipped';
}

export interface JobLaunch {
  jobRunId: number;
  /** skipped: another run held the job's lock. */
  status: 'started' | 'skipped';
  /** Settles when the run has ended; never rejects. */
  finished: Promise<JobResult>;
}

/** What a failure says, for job records and logs. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Records a run of the job in job_runs, takes the job's advisory lock and runs the work.
 * Resolves as soon as it is known whether the run started or was skipped.
 */
export function launchJob(
  deps: AppDeps,
  name: JobName,
  work: (jobRunId: number) => Promise<JobOutcome>,
): Promise<JobLaunch> {
  const { db } = deps.handle;
  return new Promise<JobLaunch>((resolveLaunch, rejectLaunch) => {
    let launched = false;
    const announce = (launch: JobLaunch) => {
      launched = true;
      resolveLaunch(launch);
    };

    const run = async (): Promise<JobResult> => {
      const jobRunId = await recordJobStart(db, name, deps.now());
      const outcome = await withAdvisoryLock(deps.handle, LOCK_KEYS[name], async (): Promise<JobResult> => {
        announce({ jobRunId, status: 'started', finished });
        let result: JobResult;
        try {
          const done = await work(jobRunId);
          result = { ...done, status: done.failed ? 'failed' : 'succeeded' };
        } catch (err) {
          deps.logger.error({ err, job: name, jobRunId }, 'job failed');
          result = { status: 'failed', counts: {}, error: messageOf(err) };
        }
        await recordJobEnd(db, jobRunId, {
          status: result.status,
          endedAt: deps.now(),
          counts: result.counts,
          error: result.error,
        });
        deps.logger.info(
          { job: name, jobRunId, status: result.status, counts: result.counts, error: result.error },
          'job ended',
        );
        return result;
      });
      if (outcome.acquired) return outcome.value;
      const error = 'Another run of this job was in progress';
      await recordJobEnd(db, jobRunId, { status: 'skipped', endedAt: deps.now(), error });
      announce({ jobRunId, status: 'skipped', finished });
      return { status: 'skipped', counts: {}, error };
    };

    const finished: Promise<JobResult> = run().catch((err: unknown) => {
      deps.logger.error({ err, job: name }, 'job could not run');
      if (!launched) rejectLaunch(err instanceof Error ? err : new Error(messageOf(err)));
      return { status: 'failed', counts: {}, error: messageOf(err) };
    });
  });
}
