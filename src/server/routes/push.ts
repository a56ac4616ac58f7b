import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  pushPublicKeySchema,
  pushRemovedSchema,
  pushSubscribeSchema,
  pushTestSchema,
  pushTokenSchema,
  pushUnsubscribeSchema,
} from '../../schemas/push';
import type { AppDeps } from '../app-deps';
import { badRequest } from '../http/errors';
import { queueTestPush, sendDuePushes } from '../services/push-deliveries';
import {
  loadPushPreferences,
  pushToken,
  subscribePush,
  subscriptionOfToken,
  unsubscribePush,
} from '../services/push-subscriptions';
import { answers, answersWith, createRouter, jsonBody, ok, okWith, readJsonBody, WITH_BODY } from './router';

const tags = ['Push'];
const path = '/api/push/subscriptions';
const routes = {
  publicKey: createRoute({
    method: 'get',
    path: '/api/push/public-key',
    tags,
    summary: "The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey",
    responses: answers('The key.', pushPublicKeySchema),
  }),
  subscribe: createRoute({
    method: 'post',
    path,
    tags,
    summary:
      'Turn on deal alerts on this device: its push subscription and the alert rules (the same endpoint again updates)',
    middleware: [readJsonBody],
    request: { body: jsonBody(pushSubscribeSchema) },
    responses: answersWith(
      201,
      'A signed token that reads, changes and deletes the subscription through /api/alerts/preferences.',
      pushTokenSchema,
      [...WITH_BODY],
    ),
  }),
  test: createRoute({
    method: 'post',
    path: '/api/push/test',
    tags,
    summary: 'Send me a test notification: to the device of the token, at once (quiet hours do not hold it)',
    middleware: [readJsonBody],
    request: { body: jsonBody(pushTestSchema) },
    responses: answersWith(202, 'Queued; it arrives within seconds.', z.null(), [...WITH_BODY, 404]),
  }),
  unsubscribe: createRoute({
    method: 'delete',
    path,
    tags,
    summary: 'Turn off deal alerts on this device',
    middleware: [readJsonBody],
    request: { body: jsonBody(pushUnsubscribeSchema) },
    responses: answers('Removed.', pushRemovedSchema, [...WITH_BODY, 404]),
  }),
};

/** Web push subscriptions (docs/product.md, Push notifications). */
export function pushRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;
  app.use('/api/push/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.openapi(routes.publicKey, (c) => ok(c, { publicKey: deps.vapid.publicKey }));

  app.openapi(routes.subscribe, async (c) => {
    const body = c.req.valid('json');
    const id = await subscribePush(db, deps.env.PUSH_ALLOWED_ORIGINS, body, deps.now());
    return okWith(c, 201, { token: pushToken(deps.authSecret, id) }, "You'll get deal alerts on this device.");
  });

  app.openapi(routes.test, async (c) => {
    const id = subscriptionOfToken(deps.authSecret, c.req.valid('json').token, deps.now());
    if (!id) throw badRequest('This device is not subscribed any more. Turn notifications on again.');
    // Answers 404 when the subscription is gone.
    await loadPushPreferences(db, id);
    await queueTestPush(deps, id);
    deps.tasks.run('push test', () => sendDuePushes(deps));
    return okWith(c, 202, null, 'A test notification is on its way.');
  });

  app.openapi(routes.unsubscribe, async (c) => {
    const { endpoint } = c.req.valid('json');
    await unsubscribePush(db, endpoint, deps.now());
    return ok(c, { endpoint }, 'Notifications are off on this device.');
  });

  return app;
}
