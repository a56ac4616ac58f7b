import { Hono } from 'hono';
import { clickEventSchema, clickStatsQuerySchema } from '../../schemas/clicks';
import type { AppDeps } from '../app-deps';
import { parseJsonBody, parseQuery } from '../http/parse-input';
import { readNodeBody } from '../http/node-body';
import { ok } from '../http/respond';
import type { ClickBuffer } from '../services/click-buffer';
import { clickStats } from '../services/clicks';

/** Click tracking: a public, fire-and-forget event and the admin's statistics (guarded in app.ts). */
export function dealClicksRoutes(deps: AppDeps, clicks: ClickBuffer) {
  const app = new Hono();
  const db = deps.handle.db;

  app.post('/api/deal-clicks/track', readNodeBody(), async (c) => {
    const event = await parseJsonBody(c, clickEventSchema);
    // Answered once the click's batch is committed (group commit): a 202 is never lost.
    await clicks.add(event, deps.now());
    return ok(c, { accepted: true }, undefined, 202);
  });

  app.get('/api/deal-clicks/stats', async (c) => ok(c, await clickStats(db, parseQuery(c, clickStatsQuerySchema))));

  return app;
}
