import { Hono, type Context } from 'hono';
import {
  curatedDealsQuerySchema,
  dealIdSchema,
  dealUpdateBodySchema,
  precedenceBodySchema,
  productIdsBodySchema,
  updateTypeBodySchema,
} from '../../schemas/admin';
import { pageQuery } from '../../schemas/api';
import type { AppDeps } from '../app-deps';
import { badRequest } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
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

/** The :id of the path; anything but a uuid is refused before touching the database. */
function dealId(c: Context): string {
  const parsed = dealIdSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw badRequest('Invalid deal id');
  return parsed.data;
}
const plural = (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'}`;

/** The admin deal calls of SPEC section 7; requireAdmin guards /api/admin/* in app.ts. */
export function adminProductsRoutes(deps: AppDeps) {
  const app = new Hono();
  const db = deps.handle.db;

  app.get('/api/admin/products/unapproved', async (c) => {
    const { page, limit } = parseQuery(c, pageQuery(50, 1000));
    return ok(c, await listUnapproved(db, page, limit));
  });

  app.get('/api/admin/products/all', async (c) => {
    const { page, limit } = parseQuery(c, pageQuery(1000, 1000));
    return ok(c, await listAllDeals(db, page, limit, deps.now()));
  });

  app.put('/api/admin/products/:id/approve', async (c) =>
    ok(c, await setApproval(db, dealId(c), true, deps.now()), 'Deal approved'),
  );

  app.put('/api/admin/products/:id/disapprove', async (c) =>
    ok(c, await setApproval(db, dealId(c), false, deps.now()), 'Deal unapproved'),
  );

  app.post('/api/admin/products/bulk-approve', async (c) => {
    const { productIds } = await parseJsonBody(c, productIdsBodySchema);
    const result = await bulkApprove(db, [...new Set(productIds)], deps.now());
    const skipped = result.skipped ? `; ${result.skipped} skipped: assign a category first` : '';
    return ok(c, result, `${plural(result.count)} approved${skipped}`);
  });

  app.post('/api/admin/products/bulk-disapprove', async (c) => {
    const { productIds } = await parseJsonBody(c, productIdsBodySchema);
    const result = await bulkDisapprove(db, [...new Set(productIds)], deps.now());
    return ok(c, result, `${plural(result.count)} unapproved`);
  });

  app.put('/api/admin/products/:id/mark-super-deal', async (c) =>
    ok(c, await markSuperDeal(db, dealId(c), deps.now()), 'Super deal updated'),
  );

  app.put('/api/admin/products/:id/unmark-super-deal', async (c) =>
    ok(c, await unmarkSuperDeal(db, dealId(c), deps.now()), 'Super deal removed'),
  );

  app.put('/api/admin/products/:id/update-type', async (c) => {
    const id = dealId(c);
    const { productType } = await parseJsonBody(c, updateTypeBodySchema);
    return ok(c, await setProductType(db, id, productType, deps.now()), 'Product type updated');
  });

  app.post('/api/admin/products/update-precedence', async (c) => {
    const { products } = await parseJsonBody(c, precedenceBodySchema);
    return ok(c, await updatePrecedence(db, products, deps.now()), 'Order saved');
  });

  app.get('/api/admin/categories', async (c) => ok(c, await listCategories(db)));

  app.get('/api/admin/curated-deals', async (c) =>
    ok(c, await listCuratedDeals(db, parseQuery(c, curatedDealsQuerySchema))),
  );

  app.put('/api/admin/curated-deals/:id', async (c) => {
    const id = dealId(c);
    const body = await parseJsonBody(c, dealUpdateBodySchema);
    return ok(c, await updateDeal(db, id, body, deps.now()), 'Deal updated');
  });

  return app;
}
