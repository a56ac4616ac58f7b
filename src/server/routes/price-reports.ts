import { Hono } from 'hono';
import { isAsin } from '../../rules/asins';
import { priceReportBodySchema } from '../../schemas/price-report';
import type { AppDeps } from '../app-deps';
import { ApiError, badRequest } from '../http/errors';
import { parseJsonBody } from '../http/parse-input';
import { ok } from '../http/respond';
import { listPriceReports, reportPriceChange } from '../services/price-reports';
import { visitorCheckLimiter } from '../services/visitor-checks';

/** 'Price changed?' on deal pages, and the operator's queue of reports. */
export function priceReportsRoutes(deps: AppDeps) {
  const app = new Hono();
  const db = deps.handle.db;

  app.post(
    '/api/deals/:asin/price-report',
    visitorCheckLimiter({ db, trustedHops: deps.env.TRUST_PROXY, now: deps.now }),
    async (c) => {
      const asin = c.req.param('asin').toUpperCase();
      if (!isAsin(asin)) throw badRequest('That is not a product code (ASIN) we could check.');
      await parseJsonBody(c, priceReportBodySchema);
      const answer = await reportPriceChange(
        {
          db,
          retailer: deps.retailer,
          marketplaceHost: deps.env.CREATORS_MARKETPLACE,
          now: deps.now(),
          dailyQuota: deps.env.CREATORS_DAILY_REQUEST_QUOTA,
        },
        asin,
      );
      if (!answer) throw new ApiError(404, 'not_found', 'We do not list that product, so there is nothing to check.');
      return ok(c, answer, answer.message);
    },
  );

  app.get('/api/admin/price-reports', async (c) => ok(c, await listPriceReports(db)));
  return app;
}
