import { createRoute } from '@hono/zod-openapi';
import {
  watchCreatedSchema,
  watchCreateSchema,
  watchIdParamSchema,
  watchListSchema,
  watchRemovedSchema,
  watchTokenQuerySchema,
} from '../../schemas/watches';
import type { AppDeps } from '../app-deps';
import { badRequest } from '../http/errors';
import { createWatch, listWatches, removeWatch, watchHolderOf } from '../services/watches';
import { answers, answersWith, createRouter, jsonBody, ok, okWith, readJsonBody, WITH_BODY } from './router';

const BAD_TOKEN = 'token is not a watch token of ours: watch the product again from this device.';

const tags = ['Watches'];
const routes = {
  create: createRoute({
    method: 'post',
    path: '/api/watches',
    tags,
    summary:
      'Watch a product: tell this device (its push subscription) or an address (double opt-in) when the rule is met; the same ASIN and rule again updates',
    middleware: [readJsonBody],
    request: { body: jsonBody(watchCreateSchema) },
    responses: answersWith(201, 'The watch and the token that lists and removes it.', watchCreatedSchema, [
      ...WITH_BODY,
      409,
    ]),
  }),
  list: createRoute({
    method: 'get',
    path: '/api/watches',
    tags,
    summary:
      "A device's watches (its push token), an address's (the alerts token of its mails), or one watch by e-mail (its token), with current prices",
    request: { query: watchTokenQuerySchema },
    responses: answers('The watches, newest first.', watchListSchema, [400]),
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/watches/{id}',
    tags,
    summary: 'Stop watching',
    request: { params: watchIdParamSchema, query: watchTokenQuerySchema },
    responses: answers('Removed.', watchRemovedSchema, [400, 404]),
  }),
};

/** Watches of single products (docs/product.md, Watches). */
export function watchesRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;
  app.use('/api/watches', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/watches/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const holderOf = (token: string) => {
    const holder = watchHolderOf(deps.authSecret, token, deps.now());
    if (!holder) throw badRequest(BAD_TOKEN);
    return holder;
  };

  app.openapi(routes.create, async (c) => {
    const watch = await createWatch(deps, c.req.valid('json'));
    const message =
      watch.channel === 'push'
        ? "Watching: we'll tell you on this device."
        : watch.confirmed
          ? "Watching: we'll tell you by e-mail."
          : 'Almost done: confirm your address from the e-mail we just sent, then we tell you there.';
    return okWith(c, 201, { id: watch.id, token: watch.token }, message);
  });

  app.openapi(routes.list, async (c) => ok(c, await listWatches(db, holderOf(c.req.valid('query').token))));

  app.openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    await removeWatch(db, holderOf(c.req.valid('query').token), id);
    return ok(c, { id }, 'You stopped watching this product.');
  });

  return app;
}
