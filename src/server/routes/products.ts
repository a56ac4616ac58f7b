import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { minDiscountParam, pageQuery } from '../../schemas/api';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { parseParam, parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
import {
  dealStatistics,
  findSuperDeal,
  listCategories,
  listCategoryDeals,
  listFeatured,
  pageAllDeals,
  pageDiscountedDeals,
} from '../services/public-deals';

const categoryParam = z
  .string()
  .max(50, 'at most 50 characters allowed')
  .regex(/^[a-z0-9_-]+$/, 'only lowercase letters, digits, - and _ are allowed');

const discountedQuery = pageQuery(50).extend({ minDiscount: minDiscountParam });

/** The public product reads of SPEC section 7. */
export function productsRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.handle;

  app.get('/api/products/categories', async (c) => ok(c, await listCategories(db)));
  app.get('/api/products/curated', async (c) => ok(c, await listFeatured(db, 'curated', deps.now())));
  app.get('/api/products/best-sellers', async (c) => ok(c, await listFeatured(db, 'bestSeller', deps.now())));
  app.get('/api/products/trending', async (c) => ok(c, await listFeatured(db, 'trending', deps.now())));

  app.get('/api/products/all', async (c) => ok(c, await pageAllDeals(db, parseQuery(c, pageQuery(50)), deps.now())));

  app.get('/api/products/category/:category', async (c) => {
    const category = parseParam(c, 'category', categoryParam);
    const list = await listCategoryDeals(db, category, deps.now());
    if (!list) throw notFound(`Unknown category: ${category}`);
    return ok(c, list);
  });

  app.get('/api/products/super-deal', async (c) => {
    const superDeal = await findSuperDeal(db, deps.now());
    return superDeal ? ok(c, superDeal) : ok(c, null, 'No super deal right now');
  });

  app.get('/api/products/statistics', async (c) => ok(c, await dealStatistics(db, deps.now())));

  const discounted = async (c: Context) =>
    ok(c, await pageDiscountedDeals(db, parseQuery(c, discountedQuery), deps.now()));
  app.get('/api/products/discounted', discounted);
  app.get('/api/discount-products', discounted);

  return app;
}
