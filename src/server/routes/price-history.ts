import { Hono } from 'hono';
import { sparklineRequestSchema } from '../../schemas/price-history';
import type { AppDeps } from '../app-deps';
import { parseJsonBody } from '../http/parse-input';
import { ok } from '../http/respond';
import { dailyLows } from '../services/price-history';

/** The admin list's sparklines: a page of deals' recent prices in one request and one query. */
export function priceHistoryRoutes(deps: AppDeps) {
  const app = new Hono();
  app.post('/api/admin/price-history', async (c) => {
    const { asins } = await parseJsonBody(c, sparklineRequestSchema);
    return ok(c, await dailyLows(deps.handle.db, [...new Set(asins)], deps.now()));
  });
  return app;
}
