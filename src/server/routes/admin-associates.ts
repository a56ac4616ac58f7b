import { createRoute } from '@hono/zod-openapi';
import { dayRangeQuerySchema, associatesEarningsSchema } from '../../schemas/associates';
import type { AppDeps } from '../app-deps';
import { associatesEarningsBetween } from '../services/associates-earnings';
import { ADMIN, answers, createRouter, ok } from './router';

const earnings = createRoute({
  method: 'get',
  path: '/api/admin/associates/earnings',
  tags: ['Admin: analytics'],
  summary: "The Associates reports' days of a period",
  request: { query: dayRangeQuerySchema },
  responses: answers('The days, and the last import of the reports.', associatesEarningsSchema, [...ADMIN, 400]),
});

/** The Associates reports' days for the Analytics tab (admin only: app.ts guards /api/admin/*). */
export function adminAssociatesRoutes(deps: AppDeps) {
  return createRouter().openapi(earnings, async (c) =>
    ok(c, await associatesEarningsBetween(deps.handle.db, c.req.valid('query'))),
  );
}
