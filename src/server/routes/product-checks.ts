import { createRoute } from '@hono/zod-openapi';
import { productAddressAsin } from '../../rules/product-address';
import { productCheckQuerySchema, productCheckSchema } from '../../schemas/product-check';
import type { AppDeps } from '../app-deps';
import { badRequest } from '../http/errors';
import { createProductChecks } from '../services/product-checks';
import { visitorCheckLimiter } from '../services/visitor-checks';
import { answers, createRouter, ok } from './router';

const check = createRoute({
  method: 'get',
  path: '/api/check',
  tags: ['Deals'],
  summary: 'Check any Amazon link: the deal page we have for it, or what Amazon says of it now',
  request: { query: productCheckQuerySchema },
  responses: answers(
    'A deal we list (its page), or the product as Amazon gave it (cached for an hour) with the prices we saw before.',
    productCheckSchema,
    [400, 404, 429],
  ),
});

/** 'Check any Amazon link' (/check): read the address here, never open it; at most 10 checks a minute per client. */
export function productChecksRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = deps.handle.db;
  const checkProduct = createProductChecks({
    db,
    retailer: deps.retailer,
    marketplaceHost: deps.env.CREATORS_MARKETPLACE,
    dailyQuota: deps.env.CREATORS_DAILY_REQUEST_QUOTA,
    now: deps.now,
  });

  app.use(
    '/api/check',
    visitorCheckLimiter({ kind: 'product-check', db, trustedHops: deps.env.TRUST_PROXY, now: deps.now }),
  );
  app.openapi(check, async (c) => {
    const address = productAddressAsin(c.req.valid('query').url, deps.env.CREATORS_MARKETPLACE);
    if ('problem' in address) throw badRequest(address.problem);
    return ok(c, await checkProduct(address.asin));
  });
  return app;
}
