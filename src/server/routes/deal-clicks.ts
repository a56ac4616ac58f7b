import { Hono } from 'hono';
import { clickEventSchema, clickStatsQuerySchema } from '../../schemas/clicks';
import type { AppDeps } from '../app-deps';
import { parseJsonBody, parseQuery } from '../http/errors';
import { ok } from '../http/respond';
import { clickStats, recordClick } from '../services/clicks';

/** Click tracking: a public, fire-and-forget event and the admin's statistics (guarded in app.ts). */
export function dealClicksRoutes(deps: AppDeps) {
  const app = new Hono();
  const db = deps.handle.db;

  app.post('/api/deal-clicks/track', async (c) => {
    const event = await parseJsonBody(c, clickEventSchema);
    const at = deps.now();
    // The visitor is on the way to the retailer: answer at once, store in the background.
    deps.tasks.run('record click', () => recordClick(db, event, at));
    return ok(c, { accepted: true }, undefined, 202);
  });

  app.get('/api/deal-clicks/stats', async (c) => ok(c, await clickStats(db, parseQuery(c, clickStatsQuerySchema))));

  return app;
}
