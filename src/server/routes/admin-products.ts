import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  bulkResultSchema,
  curatedDealsQuerySchema,
  dealIdSchema,
  dealUpdateBodySchema,
  pagedAdminDealsSchema,
  precedenceBodySchema,
  precedenceResultSchema,
  productIdsBodySchema,
  updateTypeBodySchema,
} from '../../schemas/admin';
import { pageQuery } from '../../schemas/api';
import { categoryOptionSchema } from '../../schemas/categories';
import { dealSchema, pagedDealsSchema } from '../../schemas/deal';
import type { AppDeps } from '../app-deps';
import {
  bulkApprove,
  bulkDisapprove,
  listAllDeals,
  listCategories,
  listCuratedDeals,
  listUnapproved,
  markSuperDeal,
  setApproval,
  setProductType,
  unmarkSuperDeal,
  updateDeal,
  updatePrecedence,
} from '../services/admin-deals';
import { ADMIN, answers, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

const tags = ['Admin: deals'];
const byId = { params: z.object({ id: dealIdSchema }) };
const plural = (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'}`;

/** A PUT on one deal, by id, answered with the deal as it now is. */
const dealChange = (path: string, summary: string, errors: readonly (404 | 409)[] = [404, 409]) =>
  createRoute({
    method: 'put',
    path: `/api/admin/products/{id}/${path}`,
    tags,
    summary,
    request: byId,
    responses: answers('The deal as it now is.', dealSchema, [...ADMIN, 400, ...errors]),
  });

const routes = {
  unapproved: createRoute({
    method: 'get',
    path: '/api/admin/products/unapproved',
    tags,
    summary: 'A page of the deals waiting for approval',
    request: { query: pageQuery(50, 1000) },
    responses: answers('A page of deals.', pagedDealsSchema, [...ADMIN, 400]),
  }),
  all: createRoute({
    method: 'get',
    path: '/api/admin/products/all',
    tags,
    summary: 'A page of every deal, with its clicks of the last 7 days',
    request: { query: pageQuery(1000, 1000) },
    responses: answers('A page of deals.', pagedAdminDealsSchema, [...ADMIN, 400]),
  }),
  approve: dealChange('approve', 'Approve a deal (it needs a category)'),
  disapprove: dealChange('disapprove', 'Withdraw a deal from the site', [404]),
  bulkApprove: createRoute({
    method: 'post',
    path: '/api/admin/products/bulk-approve',
    tags,
    summary: 'Approve many deals; those without a category are skipped',
    middleware: [readJsonBody],
    request: { body: jsonBody(productIdsBodySchema) },
    responses: answers('How many were approved, and which were skipped.', bulkResultSchema, [...ADMIN, ...WITH_BODY]),
  }),
  bulkDisapprove: createRoute({
    method: 'post',
    path: '/api/admin/products/bulk-disapprove',
    tags,
    summary: 'Withdraw many deals',
    middleware: [readJsonBody],
    request: { body: jsonBody(productIdsBodySchema) },
    responses: answers('How many were withdrawn.', bulkResultSchema, [...ADMIN, ...WITH_BODY]),
  }),
  markSuperDeal: dealChange('mark-super-deal', 'Make a deal the one super deal', [404]),
  unmarkSuperDeal: dealChange('unmark-super-deal', 'Remove the super deal mark', [404]),
  updateType: createRoute({
    method: 'put',
    path: '/api/admin/products/{id}/update-type',
    tags,
    summary: "Set a deal's product type",
    middleware: [readJsonBody],
    request: { ...byId, body: jsonBody(updateTypeBodySchema) },
    responses: answers('The deal as it now is.', dealSchema, [...ADMIN, ...WITH_BODY, 404]),
  }),
  updatePrecedence: createRoute({
    method: 'post',
    path: '/api/admin/products/update-precedence',
    tags,
    summary: 'Save the order of deals',
    middleware: [readJsonBody],
    request: { body: jsonBody(precedenceBodySchema) },
    responses: answers('How many deals were reordered.', precedenceResultSchema, [...ADMIN, ...WITH_BODY]),
  }),
  categories: createRoute({
    method: 'get',
    path: '/api/admin/categories',
    tags,
    summary: 'Every category, the uncategorised one included',
    responses: answers('The categories.', z.array(categoryOptionSchema), ADMIN),
  }),
  curated: createRoute({
    method: 'get',
    path: '/api/admin/curated-deals',
    tags,
    summary: 'A page of deals, filtered by approval, category and type',
    request: { query: curatedDealsQuerySchema },
    responses: answers('A page of deals.', pagedDealsSchema, [...ADMIN, 400]),
  }),
  updateDeal: createRoute({
    method: 'put',
    path: '/api/admin/curated-deals/{id}',
    tags,
    summary: "Edit a deal's fields",
    middleware: [readJsonBody],
    request: { ...byId, body: jsonBody(dealUpdateBodySchema) },
    responses: answers('The deal as it now is.', dealSchema, [...ADMIN, ...WITH_BODY, 404, 409]),
  }),
};

/** The admin deal calls; requireAdmin guards /api/admin/* in app.ts. */
export function adminProductsRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = deps.handle.db;

  app.openapi(routes.unapproved, async (c) => {
    const { page, limit } = c.req.valid('query');
    return ok(c, await listUnapproved(db, page, limit));
  });

  app.openapi(routes.all, async (c) => {
    const { page, limit } = c.req.valid('query');
    return ok(c, await listAllDeals(db, page, limit, deps.now()));
  });

  app.openapi(routes.approve, async (c) =>
    ok(c, await setApproval(db, c.req.valid('param').id, true, deps.now()), 'Deal approved'),
  );

  app.openapi(routes.disapprove, async (c) =>
    ok(c, await setApproval(db, c.req.valid('param').id, false, deps.now()), 'Deal unapproved'),
  );

  app.openapi(routes.bulkApprove, async (c) => {
    const { productIds } = c.req.valid('json');
    const result = await bulkApprove(db, [...new Set(productIds)], deps.now());
    const skipped = result.skipped ? `; ${result.skipped} skipped: assign a category first` : '';
    return ok(c, result, `${plural(result.count)} approved${skipped}`);
  });

  app.openapi(routes.bulkDisapprove, async (c) => {
    const { productIds } = c.req.valid('json');
    const result = await bulkDisapprove(db, [...new Set(productIds)], deps.now());
    return ok(c, result, `${plural(result.count)} unapproved`);
  });

  app.openapi(routes.markSuperDeal, async (c) =>
    ok(c, await markSuperDeal(db, c.req.valid('param').id, deps.now()), 'Super deal updated'),
  );

  app.openapi(routes.unmarkSuperDeal, async (c) =>
    ok(c, await unmarkSuperDeal(db, c.req.valid('param').id, deps.now()), 'Super deal removed'),
  );

  app.openapi(routes.updateType, async (c) => {
    const { productType } = c.req.valid('json');
    return ok(c, await setProductType(db, c.req.valid('param').id, productType, deps.now()), 'Product type updated');
  });

  app.openapi(routes.updatePrecedence, async (c) => {
    const { products } = c.req.valid('json');
    return ok(c, await updatePrecedence(db, products, deps.now()), 'Order saved');
  });

  app.openapi(routes.categories, async (c) => ok(c, await listCategories(db)));

  app.openapi(routes.curated, async (c) => ok(c, await listCuratedDeals(db, c.req.valid('query'))));

  app.openapi(routes.updateDeal, async (c) => {
    const body = c.req.valid('json');
    return ok(c, await updateDeal(db, c.req.valid('param').id, body, deps.now()), 'Deal updated');
  });

  return app;
}
