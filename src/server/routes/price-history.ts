import { createRoute } from '@hono/zod-openapi';
import { sparklineRequestSchema, sparklinesSchema } from '../../schemas/price-history';
import type { AppDeps } from '../app-deps';
import { dailyLows } from '../services/price-history';
import { ADMIN, answers, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

const sparklines = createRoute({
  method: 'post',
  path: '/api/admin/price-history',
  tags: ['Admin: deals'],
  summary: "Deals' daily lowest prices of the last 30 days",
  middleware: [readJsonBody],
  request: { body: jsonBody(sparklineRequestSchema) },
  responses: answers('Each ASIN with its daily lows, oldest first.', sparklinesSchema, [...ADMIN, ...WITH_BODY]),
});

/** The admin list's sparklines: a page of deals' recent prices in one request and one query. */
export function priceHistoryRoutes(deps: AppDeps) {
  return createRouter().openapi(sparklines, async (c) => {
    const { asins } = c.req.valid('json');
    return ok(c, await dailyLows(deps.handle.db, [...new Set(asins)], deps.now()));
  });
}
