import { createRoute } from '@hono/zod-openapi';
import { type CsvImportResult, csvImportRequestSchema, csvImportResultSchema } from '../../schemas/csv-import';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/errors';
import { launchJob } from '../jobs/run-job';
import { applyCsvChanges, countRows, csvImportMessage, newRowCuration, planCsvImport } from '../services/csv-import';
import { importAsins } from '../services/imports';
import { ADMIN, answers, answersWith, createRouter, jsonBody, ok, okWith, readJsonBody, WITH_BODY } from './router';

const importCsv = createRoute({
  method: 'post',
  path: '/api/admin/amazon/import-csv',
  tags: ['Admin: import'],
  summary: 'Import a CSV of asin,category,productType rows, or say what it would do (dryRun)',
  middleware: [readJsonBody],
  request: { body: jsonBody(csvImportRequestSchema) },
  responses: {
    ...answers('What each row did (or would do); nothing new to fetch.', csvImportResultSchema, [
      ...ADMIN,
      ...WITH_BODY,
      409,
    ]),
    ...answersWith(202, 'Done, and the new ASINs are being fetched in the job run jobRunId.', csvImportResultSchema),
  },
});

/**
 * POST /api/admin/amazon/import-csv {csv, dryRun}: rows of asin,category,productType. A dry run says
 * what each row would do and writes nothing; an import sets the category and type of listed deals and
 * fetches the new ASINs in the 'asin-import' job (answered 202 with its run id), unapproved.
 */
export function adminCsvImportRoutes(deps: AppDeps) {
  const { db } = deps.handle;

  return createRouter().openapi(importCsv, async (c) => {
    const { csv, dryRun } = c.req.valid('json');
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
    const message = csvImportMessage(result);
    return jobRunId === null ? ok(c, result, message) : okWith(c, 202, result, message);
  });
}
