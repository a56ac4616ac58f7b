import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CATEGORY_ID_MAX_LENGTH, CATEGORY_ID_PATTERN } from '../../rules/category';
import { MAX_ASINS_PER_LOOKUP, parseAsins } from '../../rules/asins';
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
  listVisibleDealsByAsin,
  pageAllDeals,
  pageDiscountedDeals,
} from '../services/public-deals';

const categoryParam = z
  .string()
  .max(CATEGORY_ID_MAX_LENGTH, `at most ${CATEGORY_ID_MAX_LENGTH} characters allowed`)
  .regex(CATEGORY_ID_PATTERN, 'only lowercase letters, digits, - and _ are allowed');

/** ?asins=A,B,...: 1 to MAX_ASINS_PER_LOOKUP ASINs, case ignored, repeats counted once. */
const byAsinsQuery = z.object({
  asins: z
    .string({ message: 'asins is required: a comma-separated list of ASINs' })
    .max(MAX_ASINS_PER_LOOKUP * 12, `at most ${MAX_ASINS_PER_LOOKUP} ASINs at once`)
    .transform((text, ctx) => {
      const { valid, invalid } = parseAsins(text);
      if (invalid.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not an ASIN (10 letters or digits): ${invalid[0].slice(0, 20)}` });
      } else if (valid.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'asins is empty: give at least one ASIN' });
      } else if (valid.length > MAX_ASINS_PER_LOOKUP) {
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_ASINS_PER_LOOKUP} ASINs at once` });
      }
      return valid;
    }),
});

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

  // A saved list's live state: the visible deals among the ASINs; ended and unknown ones are absent.
  app.get('/api/products/by-asins', async (c) => {
    const { asins } = parseQuery(c, byAsinsQuery);
    return ok(c, await listVisibleDealsByAsin(db, asins, deps.now()));
  });

  app.get('/api/products/statistics', async (c) => ok(c, await dealStatistics(db, deps.now())));

  const discounted = async (c: Context) =>
    ok(c, await pageDiscountedDeals(db, parseQuery(c, discountedQuery), deps.now()));
  app.get('/api/products/discounted', discounted);
  app.get('/api/discount-products', discounted);

  return app;
}
