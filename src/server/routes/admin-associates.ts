import { Hono } from 'hono';
import { associatesEarningsQuerySchema } from '../../schemas/associates';
import type { AppDeps } from '../app-deps';
import { parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
import { associatesEarningsBetween } from '../services/associates-earnings';

/** The Associates reports' days for the Analytics tab (admin only: app.ts guards /api/admin/*). */
export function adminAssociatesRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/api/admin/associates/earnings', async (c) =>
    ok(c, await associatesEarningsBetween(deps.handle.db, parseQuery(c, associatesEarningsQuerySchema))),
  );
  return app;
}
