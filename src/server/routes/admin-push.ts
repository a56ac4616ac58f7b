import { createRoute } from '@hono/zod-openapi';
import { dayRangeQuerySchema } from '../../schemas/associates';
import { pushDailyStatsSchema } from '../../schemas/push-stats';
import type { AppDeps } from '../app-deps';
import { pushDailyStatsBetween } from '../services/push-stats';
import { ADMIN, answers, createRouter, ok } from './router';

const daily = createRoute({
  method: 'get',
  path: '/api/admin/push/daily',
  tags: ['Admin: analytics'],
  summary: 'Push notifications per day of a period',
  request: { query: dayRangeQuerySchema },
  responses: answers(
    'Each day (UTC): subscribers at its end, new ones, notifications sent and failed, subscriptions removed, taps.',
    pushDailyStatsSchema,
    [...ADMIN, 400],
  ),
});

/** The push figures for the Analytics tab (admin only: app.ts guards /api/admin/*). */
export function adminPushRoutes(deps: AppDeps) {
  return createRouter().openapi(daily, async (c) =>
    ok(c, await pushDailyStatsBetween(deps.handle.db, c.req.valid('query'))),
  );
}
