import type { ImportJobState } from './import-job';

/** The import job's line: progress while it runs, then its counts (green) or failure (red), and its error. */
export function ImportJobStatus({ job, testId }: { job: ImportJobState | null; testId: string }) {
  if (!job) return null;
  const tone =
    job.phase === 'failed'
      ? 'bg-red-50 text-brand-800 ring-red-200'
      : job.phase === 'succeeded'
        ? 'bg-green-50 text-leaf-700 ring-green-200'
        : 'bg-cream text-ink ring-brand-100';
  return (
    <div role="status" className={`rounded-xl p-3 text-sm ring-1 ${tone}`} data-testid={testId} data-phase={job.phase}>
      <p className="font-semibold">{job.text}</p>
      {job.phase !== 'running' && job.error && <p className="mt-1 break-words">{job.error}</p>}
    </div>
  );
}
