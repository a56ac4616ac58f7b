import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { isAsin } from '../../rules/asins';
import { priceReportAnswerSchema, priceReportBodySchema, priceReportViewSchema } from '../../schemas/price-report';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { listPriceReports, reportPriceChange } from '../services/price-reports';
import { evaluateWatches, offersOf } from '../services/watch-evaluation';
import { visitorCheckLimiter } from '../services/visitor-checks';
import { ADMIN, answers, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

const asinParam = z.object({
  asin: z
    .string()
    .transform((asin) => asin.toUpperCase())
    .refine(isAsin, 'That is not a product code (ASIN) we could check.'),
});

const routes = {
  report: createRoute({
    method: 'post',
    path: '/api/deals/{asin}/price-report',
    tags: ['Deals'],
    summary: "'Price changed?': ask for a fresh check of a deal's price",
    middleware: [readJsonBody],
    request: { params: asinParam, body: jsonBody(priceReportBodySchema) },
    responses: answers('What the check found.', priceReportAnswerSchema, [...WITH_BODY, 404, 429]),
  }),
  queue: createRoute({
    method: 'get',
    path: '/api/admin/price-reports',
    tags: ['Admin: deals'],
    summary: "The operator's queue of price reports",
    responses: answers('The reported deals, newest first.', z.array(priceReportViewSchema), ADMIN),
  }),
};

/** 'Price changed?' on deal pages, and the operator's queue of reports. */
export function priceReportsRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = deps.handle.db;

  // Anonymous reports spend the retailer's quota: a few a minute per client.
  app.use(
    '/api/deals/:asin/price-report',
    visitorCheckLimiter({ kind: 'price-report', db, trustedHops: deps.env.TRUST_PROXY, now: deps.now }),
  );
  app.openapi(routes.report, async (c) => {
    const { asin } = c.req.valid('param');
    const answer = await reportPriceChange(
      {
        db,
        retailer: deps.retailer,
        marketplaceHost: deps.env.CREATORS_MARKETPLACE,
        now: deps.now(),
        dailyQuota: deps.env.CREATORS_DAILY_REQUEST_QUOTA,
        onChecked: (items) => evaluateWatches(deps, offersOf(items)),
      },
      asin,
    );
    if (!answer) throw notFound('We do not list that product, so there is nothing to check.');
    return ok(c, answer, answer.message);
  });

  app.openapi(routes.queue, async (c) => ok(c, await listPriceReports(db)));
  return app;
}
