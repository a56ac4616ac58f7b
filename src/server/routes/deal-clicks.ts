import { createRoute } from '@hono/zod-openapi';
import { clickAcceptedSchema, clickEventSchema, clickStatsQuerySchema, clickStatsSchema } from '../../schemas/clicks';
import type { AppDeps } from '../app-deps';
import { readNodeBody } from '../http/node-body';
import type { ClickBuffer } from '../services/click-buffer';
import { clickStats } from '../services/clicks';
import { ADMIN, answers, answersWith, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

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

/** The answer to every tracked click, with its length: hono/compress then leaves it alone (below its threshold). */
const ACCEPTED = { data: { accepted: true as const }, message: undefined };
const ACCEPTED_LENGTH = { 'content-length': String(Buffer.byteLength(JSON.stringify(ACCEPTED))) };

/** Click tracking: a public, fire-and-forget event and the admin's statistics (guarded in app.ts). */
export function dealClicksRoutes(deps: AppDeps, clicks: ClickBuffer) {
  const app = createRouter();
  const db = deps.handle.db;

  app.openapi(routes.track, async (c) => {
    // Answered once the click's batch is committed (group commit): a 202 is never lost.
    await clicks.add(c.req.valid('json'), deps.now());
    return c.json(ACCEPTED, 202, ACCEPTED_LENGTH);
  });

  app.openapi(routes.stats, async (c) => ok(c, await clickStats(db, c.req.valid('query'))));

  return app;
}
