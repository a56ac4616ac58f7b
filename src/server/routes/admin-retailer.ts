import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { asinImportProblem, parseAsins } from '../../rules/asins';
import { importCountsLine } from '../../rules/import-summary';
import {
  type AsinImportResponse,
  asinImportRequestSchema,
  asinImportResponseSchema,
  jobRunViewSchema,
  jobsQuerySchema,
  type RetailerFetchResult,
  retailerFetchResultSchema,
  type RefreshStarted,
  refreshStartedSchema,
  retailerSearchRequestSchema,
  watchCoverageSchema,
} from '../../schemas/retailer';
import type { AppDeps } from '../app-deps';
import { ApiError, badRequest } from '../http/errors';
import { launchDealRefresh } from '../jobs/deal-refresh';
import { launchJob } from '../jobs/run-job';
import { retailerCallsSeconds } from '../retailer/rate-spacer';
import { inBatches, type RetailerItem, type RetailerSearch } from '../retailer/retailer-client';
import { RetailerError } from '../retailer/retailer-errors';
import { importAsins } from '../services/imports';
import { listJobRuns } from '../services/job-runs';
import { saveRetailerItems } from '../services/retailer-deals';
import { withRefusals } from '../services/retailer-screening';
import { watchedCoverage } from '../services/watched-products';
import { ADMIN, answers, answersWith, createRouter, jsonBody, ok, okWith, readJsonBody, WITH_BODY } from './router';

/** docs/product.md 13.1: a product request is processed in up to 10 seconds. */
const SEARCH_TIMEOUT_MS = 9_500;

const retailerFailure = (err: unknown) =>
  err instanceof RetailerError ? new ApiError(502, 'unavailable', err.message) : err;

const tags = ['Admin: import'];
const routes = {
  search: createRoute({
    method: 'post',
    path: '/api/admin/curated-deals/fetch',
    tags,
    summary: 'Search the retailer and save what it finds as unapproved deals',
    middleware: [readJsonBody],
    request: { body: jsonBody(retailerSearchRequestSchema) },
    responses: {
      ...answers('The products found, created and updated.', retailerFetchResultSchema, [...ADMIN, ...WITH_BODY, 502]),
      ...answersWith(202, 'The retailer is slow: the products are saved when they arrive.', retailerFetchResultSchema),
    },
  }),
  importByAsins: createRoute({
    method: 'post',
    path: '/api/admin/amazon/import-by-asins',
    tags,
    summary: 'Import products by ASIN in the background (the asin-import job)',
    middleware: [readJsonBody],
    request: { body: jsonBody(asinImportRequestSchema) },
    responses: answersWith(202, 'The import has started.', asinImportResponseSchema, [...ADMIN, ...WITH_BODY, 409]),
  }),
  refresh: createRoute({
    method: 'post',
    path: '/api/admin/fetch-data',
    tags,
    summary: 'Refresh every deal from the retailer now (the deal-refresh job)',
    responses: answers('The refresh has started.', refreshStartedSchema, [...ADMIN, 409]),
  }),
  watchCoverage: createRoute({
    method: 'get',
    path: '/api/admin/watch-coverage',
    tags,
    summary: "Watched products that are no deal, and how many of them one day's refreshes check",
    responses: answers('The counts.', watchCoverageSchema, [...ADMIN]),
  }),
  jobs: createRoute({
    method: 'get',
    path: '/api/admin/jobs',
    tags,
    summary: 'The latest runs of the background jobs',
    request: { query: jobsQuerySchema },
    responses: answers('The runs, newest first.', z.array(jobRunViewSchema), [...ADMIN, 400]),
  }),
};

/** Operator calls that reach the retailer: search, import by ASIN, refresh, job history. */
export function adminRetailerRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;
  const marketplace = deps.env.CREATORS_MARKETPLACE;

  app.openapi(routes.search, async (c) => {
    const body = c.req.valid('json');
    const search: RetailerSearch = {
      keywords: body.keywords,
      minRating: body.minRating ?? undefined,
      minPrice: body.minPrice ?? undefined,
      maxPrice: body.maxPrice ?? undefined,
      dealsOnly: body.dealsOnly,
      prime: body.prime,
      includeOutOfStock: body.includeOutOfStock,
      maxResults: body.maxResults,
    };
    const searching = deps.retailer.searchItems(search);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), SEARCH_TIMEOUT_MS)),
    );
    let items: RetailerItem[] | 'timeout';
    try {
      items = await Promise.race([searching, timedOut]);
    } catch (err) {
      throw retailerFailure(err);
    } finally {
      clearTimeout(timer);
    }
    if (items === 'timeout') {
      // Slow retailer: keep the work, save the results when they arrive.
      deps.tasks.run('retailer search', async () => {
        const { refused } = await saveRetailerItems(db, await searching, deps.now(), { kind: 'import' }, marketplace);
        if (refused.length > 0) deps.logger.warn({ refused }, 'retailer search: products refused');
      });
      const pending: RetailerFetchResult = { count: 0, created: 0, updated: 0 };
      return okWith(
        c,
        202,
        pending,
        'The retailer is slow to answer: the products will appear in Manage Manual Uploads shortly.',
      );
    }
    const saved = await saveRetailerItems(db, items, deps.now(), { kind: 'import' }, marketplace);
    const result: RetailerFetchResult = { count: items.length, created: saved.created, updated: saved.updated };
    const line = importCountsLine({ ...saved, refused: saved.refused.length });
    return ok(c, result, withRefusals(`Found ${items.length} products: ${line}`, saved.refused));
  });

  app.openapi(routes.importByAsins, async (c) => {
    const { asins } = c.req.valid('json');
    const parsed = parseAsins(asins);
    const problem = asinImportProblem(parsed);
    if (problem) throw badRequest(problem);
    const { valid, invalid } = parsed;
    const launch = await launchJob(deps, 'asin-import', (jobRunId) =>
      importAsins(db, deps.retailer, valid, deps.now, marketplace, { jobRunId }),
    );
    if (launch.status === 'skipped') {
      throw new ApiError(409, 'conflict', 'An ASIN import is already running. Please wait for it to finish.');
    }
    deps.tasks.run('asin-import', () => launch.finished);
    const calls = inBatches(valid).length;
    const estimatedTimeSeconds = retailerCallsSeconds(deps.retailer, deps.env.CREATORS_REQUEST_SPACING_MS, calls, 1);
    const message = `Importing ${valid.length} products. They will appear in Manage Manual Uploads shortly.`;
    const response: AsinImportResponse = {
      message,
      asinsToProcess: valid.length,
      invalidAsinsSkipped: invalid.length,
      estimatedTimeSeconds,
      jobRunId: launch.jobRunId,
    };
    return okWith(c, 202, response, message);
  });

  app.openapi(routes.refresh, async (c) => {
    const launch = await launchDealRefresh(deps);
    if (launch.status === 'skipped') {
      throw new ApiError(409, 'conflict', 'A deal refresh is already running. Please wait for it to finish.');
    }
    deps.tasks.run('deal-refresh', () => launch.finished);
    const started: RefreshStarted = { started: true, jobRunId: launch.jobRunId };
    return ok(c, started, 'Deal refresh started. It takes up to a minute.');
  });

  app.openapi(routes.watchCoverage, async (c) => ok(c, await watchedCoverage(db, deps.env)));

  app.openapi(routes.jobs, async (c) => {
    const query = c.req.valid('query');
    return ok(c, await listJobRuns(db, query.limit, query.name));
  });

  return app;
}
