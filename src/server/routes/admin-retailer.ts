import { Hono } from 'hono';
import { asinImportProblem, parseAsins } from '../../rules/asins';
import { importCountsLine } from '../../rules/import-summary';
import {
  type AsinImportResponse,
  asinImportRequestSchema,
  jobsQuerySchema,
  type RetailerFetchResult,
  type RefreshStarted,
  retailerSearchRequestSchema,
} from '../../schemas/retailer';
import type { AppDeps } from '../app-deps';
import { ApiError, badRequest } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
import { launchDealRefresh } from '../jobs/deal-refresh';
import { launchJob } from '../jobs/run-job';
import { retailerCallsSeconds } from '../retailer/rate-spacer';
import { inBatches, type RetailerItem, type RetailerSearch } from '../retailer/retailer-client';
import { RetailerError } from '../retailer/retailer-errors';
import { importAsins } from '../services/imports';
import { listJobRuns } from '../services/job-runs';
import { saveRetailerItems, withRefusals } from '../services/retailer-deals';

/** SPEC section 9: a product request is processed in up to 10 seconds. */
const SEARCH_TIMEOUT_MS = 9_500;

const retailerFailure = (err: unknown) =>
  err instanceof RetailerError ? new ApiError(502, 'unavailable', err.message) : err;

/** Operator calls that reach the retailer: search, import by ASIN, refresh, job history. */
export function adminRetailerRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.handle;
  const marketplace = deps.env.CREATORS_MARKETPLACE;

  app.post('/api/admin/curated-deals/fetch', async (c) => {
    const body = await parseJsonBody(c, retailerSearchRequestSchema);
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
      return ok(
        c,
        pending,
        'The retailer is slow to answer: the products will appear in Manage Manual Uploads shortly.',
        202,
      );
    }
    const saved = await saveRetailerItems(db, items, deps.now(), { kind: 'import' }, marketplace);
    const result: RetailerFetchResult = { count: items.length, created: saved.created, updated: saved.updated };
    const line = importCountsLine({ ...saved, refused: saved.refused.length });
    return ok(c, result, withRefusals(`Found ${items.length} products: ${line}`, saved.refused));
  });

  app.post('/api/admin/amazon/import-by-asins', async (c) => {
    const { asins } = await parseJsonBody(c, asinImportRequestSchema);
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
    return ok(c, response, message, 202);
  });

  app.post('/api/admin/fetch-data', async (c) => {
    const launch = await launchDealRefresh(deps);
    if (launch.status === 'skipped') {
      throw new ApiError(409, 'conflict', 'A deal refresh is already running. Please wait for it to finish.');
    }
    deps.tasks.run('deal-refresh', () => launch.finished);
    const started: RefreshStarted = { started: true, jobRunId: launch.jobRunId };
    return ok(c, started, 'Deal refresh started. It takes up to a minute.');
  });

  app.get('/api/admin/jobs', async (c) => {
    const query = parseQuery(c, jobsQuerySchema);
    return ok(c, await listJobRuns(db, query.limit, query.name));
  });

  return app;
}
