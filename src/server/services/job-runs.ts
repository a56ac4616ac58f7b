import { and, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';
import type { JOB_NAMES, JobRunView } from '../../schemas/retailer';

export type JobName = (typeof JOB_NAMES)[number];
export type JobStatus = 'running' | 'succeeded' | 'failed' | 'skipped';
export type JobCounts = Record<string, number>;

export async function recordJobStart(db: Db, name: JobName, now: Date): Promise<number> {
  const [row] = await db
    .insert(jobRuns)
    .values({ name, status: 'running', startedAt: now })
    .returning({ id: jobRuns.id });
  return row.id;
}

export async function recordJobEnd(
  db: Db,
  id: number,
  end: { status: Exclude<JobStatus, 'running'>; endedAt: Date; counts?: JobCounts; error?: string | null },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: end.status, endedAt: end.endedAt, counts: end.counts ?? {}, error: end.error ?? null })
    .where(eq(jobRuns.id, id));
}

/** A running job's counts so far, for the operator watching it (GET /api/admin/jobs). */
export async function recordJobProgress(db: Db, id: number, counts: JobCounts): Promise<void> {
  await db
    .update(jobRuns)
    .set({ counts })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')));
}

/** Runs still 'running' that started before `before` were cut off by a stop or crash: mark them failed. */
export async function markInterruptedRuns(db: Db, before: Date, now: Date): Promise<number> {
  const rows = await db
    .update(jobRuns)
    .set({ status: 'failed', endedAt: now, error: 'Interrupted: the server stopped during the run' })
    .where(and(eq(jobRuns.status, 'running'), lt(jobRuns.startedAt, before)))
    .returning({ id: jobRuns.id });
  return rows.length;
}

/** When the newest run of a job whose status passes `status` started; null when there is none. */
async function lastStarted(db: Db, name: JobName, status: SQL): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), status))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/** When the last successful run of a job started; null when it never succeeded. */
export const lastSuccessAt = (db: Db, name: JobName) => lastStarted(db, name, eq(jobRuns.status, 'succeeded'));

/** When the last run of a job started, whatever came of it (skipped runs did nothing); null when none did. */
export const lastStartAt = (db: Db, name: JobName) => lastStarted(db, name, ne(jobRuns.status, 'skipped'));

/** The latest runs, newest first. */
export async function listJobRuns(db: Db, limit: number, name?: string): Promise<JobRunView[]> {
  const rows = await db
    .select()
    .from(jobRuns)
    .where(name ? eq(jobRuns.name, name) : undefined)
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
    counts: (r.counts ?? {}) as JobCounts,
    error: r.error,
  }));
}
