import { createRoute } from '@hono/zod-openapi';
import {
  savedAddSchema,
  savedAsinParamSchema,
  savedListSchema,
  savedRemovedSchema,
  savedTokenQuerySchema,
} from '../../schemas/saved';
import type { AppDeps } from '../app-deps';
import { addSaved, listSaved, removeSaved, savedOwnerOf } from '../services/saved-deals';
import { answers, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

const tags = ['Saved deals'];
const list = 'The saved deals, newest first, each with its deal while we offer it.';
const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/saved',
    tags,
    summary: "A device's (its push token) or a confirmed address's (its alerts token) saved deals, with current prices",
    request: { query: savedTokenQuerySchema },
    responses: answers(list, savedListSchema, [400]),
  }),
  add: createRoute({
    method: 'post',
    path: '/api/saved',
    tags,
    summary: 'Save deals: the list becomes the union of what is kept and what is sent (nothing is removed)',
    middleware: [readJsonBody],
    request: { body: jsonBody(savedAddSchema) },
    responses: answers(list, savedListSchema, [...WITH_BODY]),
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/saved/{asin}',
    tags,
    summary: 'Remove a deal from the saved list',
    request: { params: savedAsinParamSchema, query: savedTokenQuerySchema },
    responses: answers('Removed (or was not saved).', savedRemovedSchema, [400]),
  }),
};

/** The saved list kept on the server for its owner (docs/product.md, Saved deals). */
export function savedRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;
  for (const path of ['/api/saved', '/api/saved/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }
  const ownerOf = (token: string) => savedOwnerOf(db, deps.authSecret, token, deps.now());

  app.openapi(routes.list, async (c) => {
    const owner = await ownerOf(c.req.valid('query').token);
    return ok(c, await listSaved(db, owner, deps.now()));
  });

  app.openapi(routes.add, async (c) => {
    const { token, deals } = c.req.valid('json');
    const owner = await ownerOf(token);
    await addSaved(db, owner, deals, deps.now());
    return ok(c, await listSaved(db, owner, deps.now()), 'Saved.');
  });

  app.openapi(routes.remove, async (c) => {
    const { asin } = c.req.valid('param');
    await removeSaved(db, await ownerOf(c.req.valid('query').token), asin);
    return ok(c, { asin }, 'Removed from your saved deals.');
  });

  return app;
}
