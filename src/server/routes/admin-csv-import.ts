import { Hono } from 'hono';
import { type CsvImportResult, csvImportRequestSchema } from '../../schemas/csv-import';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/errors';
import { parseJsonBody } from '../http/parse-input';
import { ok } from '../http/respond';
import { launchJob } from '../jobs/run-job';
import { applyCsvChanges, countRows, csvImportMessage, newRowCuration, planCsvImport } from '../services/csv-import';
import { importAsins } from '../services/imports';

/**
 * POST /api/admin/amazon/import-csv {csv, dryRun}: rows of asin,category,productType. A dry run says
 * what each row would do and writes nothing; an import sets the category and type of listed deals and
 * fetches the new ASINs in the 'asin-import' job (answered 202 with its run id), unapproved.
 */
export function adminCsvImportRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.handle;

  app.post('/api/admin/amazon/import-csv', async (c) => {
    const { csv, dryRun } = await parseJsonBody(c, csvImportRequestSchema);
    const plan = await planCsvImport(db, csv);
    const counts = countRows(plan.rows);
    let jobRunId: number | null = null;
    if (!dryRun && counts.new > 0) {
      const curation = newRowCuration(plan);
      const launch = await launchJob(deps, 'asin-import', (runId) =>
        importAsins(db, deps.retailer, [...curation.keys()], deps.now, deps.env.CREATORS_MARKETPLACE, {
          jobRunId: runId,
          curation,
        }),
      );
      if (launch.status === 'skipped') {
        throw new ApiError(409, 'conflict', 'An ASIN import is already running. Please wait for it to finish.');
      }
      deps.tasks.run('asin-import', () => launch.finished);
      jobRunId = launch.jobRunId;
    }
    if (!dryRun) await applyCsvChanges(db, plan, deps.now());
    const result: CsvImportResult = { dryRun, rows: plan.rows, counts, jobRunId };
    return ok(c, result, csvImportMessage(result), jobRunId === null ? 200 : 202);
  });

  return app;
}
