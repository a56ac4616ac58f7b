import { createRoute } from '@hono/zod-openapi';
import { clickAcceptedSchema, clickEventSchema, clickStatsQuerySchema, clickStatsSchema } from '../../schemas/clicks';
import type { AppDeps } from '../app-deps';
import { readNodeBody } from '../http/node-body';
import type { ClickBuffer } from '../services/click-buffer';
import { clickStats } from '../services/clicks';
import { ADMIN, answers, answersWith, createRouter, jsonBody, ok, okWith, readJsonBody, WITH_BODY } from './router';

const routes = {
  track: createRoute({
    method: 'post',
    path: '/api/deal-clicks/track',
    tags: ['Clicks'],
    summary: 'Record a click on a deal',
    middleware: [readNodeBody(), readJsonBody],
    request: { body: jsonBody(clickEventSchema) },
    responses: answersWith(202, 'The click is stored.', clickAcceptedSchema, WITH_BODY),
  }),
  stats: createRoute({
    method: 'get',
    path: '/api/deal-clicks/stats',
    tags: ['Admin: analytics'],
    summary: 'Click statistics of a period',
    request: { query: clickStatsQuerySchema },
    responses: answers('The clicks, totalled and broken down.', clickStatsSchema, [...ADMIN, 400]),
  }),
};

/** Click tracking: a public, fire-and-forget event and the admin's statistics (guarded in app.ts). */
export function dealClicksRoutes(deps: AppDeps, clicks: ClickBuffer) {
  const app = createRouter();
  const db = deps.handle.db;

  app.openapi(routes.track, async (c) => {
    // Answered once the click's batch is committed (group commit): a 202 is never lost.
    await clicks.add(c.req.valid('json'), deps.now());
    return okWith(c, 202, { accepted: true as const });
  });

  app.openapi(routes.stats, async (c) => ok(c, await clickStats(db, c.req.valid('query'))));

  return app;
}
