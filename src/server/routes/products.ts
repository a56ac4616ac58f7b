import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { CATEGORY_ID_MAX_LENGTH, CATEGORY_ID_PATTERN } from '../../rules/category';
import { MAX_ASINS_PER_LOOKUP, parseAsins } from '../../rules/asins';
import { minDiscountParam, pageQuery } from '../../schemas/api';
import { categoryOptionSchema } from '../../schemas/categories';
import { dealSchema, dealStatisticsSchema, pagedDealsSchema, superDealSchema } from '../../schemas/deal';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import {
  dealStatistics,
  findSuperDeal,
  listCategories,
  listCategoryDeals,
  listFeatured,
  listOfferedDealsByAsin,
  pageAllDeals,
  pageDiscountedDeals,
} from '../services/public-deals';
import { answers, createRouter, ok } from './router';

const categoryParam = z.object({
  category: z
    .string()
    .max(CATEGORY_ID_MAX_LENGTH, `at most ${CATEGORY_ID_MAX_LENGTH} characters allowed`)
    .regex(CATEGORY_ID_PATTERN, 'only lowercase letters, digits, - and _ are allowed'),
});

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

const tags = ['Deals'];
const deals = z.array(dealSchema);
const read = (path: string, summary: string, data: z.ZodType, description = 'The deals, best first.') =>
  createRoute({ method: 'get', path, tags, summary, responses: answers(description, data) });
const discounted = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query: discountedQuery },
    responses: answers('A page of deals.', pagedDealsSchema, [400]),
  });

const routes = {
  categories: createRoute({
    method: 'get',
    path: '/api/products/categories',
    tags,
    summary: 'The categories with visible deals',
    responses: answers('The categories.', z.array(categoryOptionSchema)),
  }),
  curated: read('/api/products/curated', 'The curated deals', deals),
  bestSellers: read('/api/products/best-sellers', 'The best sellers', deals),
  trending: read('/api/products/trending', 'The trending deals', deals),
  all: createRoute({
    method: 'get',
    path: '/api/products/all',
    tags,
    summary: 'A page of every visible deal',
    request: { query: pageQuery(50) },
    responses: answers('A page of deals.', pagedDealsSchema, [400]),
  }),
  category: createRoute({
    method: 'get',
    path: '/api/products/category/{category}',
    tags,
    summary: "A category's visible deals",
    request: { params: categoryParam },
    responses: answers('The deals, best first.', deals, [400, 404]),
  }),
  superDeal: createRoute({
    method: 'get',
    path: '/api/products/super-deal',
    tags,
    summary: 'The super deal, or null when there is none',
    responses: answers('The super deal, or null.', superDealSchema.nullable()),
  }),
  byAsins: createRoute({
    method: 'get',
    path: '/api/products/by-asins',
    tags,
    summary: "A saved list's live state: the deals we offer among the ASINs",
    request: { query: byAsinsQuery },
    responses: answers(
      'The deals we offer, out of stock at the retailer included (see `availability`); ended and unknown ASINs are absent.',
      deals,
      [400],
    ),
  }),
  statistics: createRoute({
    method: 'get',
    path: '/api/products/statistics',
    tags,
    summary: 'Counts of the visible deals',
    responses: answers('The statistics.', dealStatisticsSchema),
  }),
  discounted: discounted('/api/products/discounted', 'A page of the deals discounted at least minDiscount percent'),
  discountProducts: discounted('/api/discount-products', 'The same as /api/products/discounted (older address)'),
};

/** The public product reads. */
export function productsRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;

  app.openapi(routes.categories, async (c) => ok(c, await listCategories(db)));
  app.openapi(routes.curated, async (c) => ok(c, await listFeatured(db, 'curated', deps.now())));
  app.openapi(routes.bestSellers, async (c) => ok(c, await listFeatured(db, 'bestSeller', deps.now())));
  app.openapi(routes.trending, async (c) => ok(c, await listFeatured(db, 'trending', deps.now())));

  app.openapi(routes.all, async (c) => ok(c, await pageAllDeals(db, c.req.valid('query'), deps.now())));

  app.openapi(routes.category, async (c) => {
    const { category } = c.req.valid('param');
    const list = await listCategoryDeals(db, category, deps.now());
    if (!list) throw notFound(`Unknown category: ${category}`);
    return ok(c, list);
  });

  app.openapi(routes.superDeal, async (c) => {
    const superDeal = await findSuperDeal(db, deps.now());
    return superDeal ? ok(c, superDeal) : ok(c, null, 'No super deal right now');
  });

  // A saved list's live state: the deals we offer among the ASINs; ended and unknown ones are absent.
  app.openapi(routes.byAsins, async (c) =>
    ok(c, await listOfferedDealsByAsin(db, c.req.valid('query').asins, deps.now())),
  );

  app.openapi(routes.statistics, async (c) => ok(c, await dealStatistics(db, deps.now())));

  app.openapi(routes.discounted, async (c) => ok(c, await pageDiscountedDeals(db, c.req.valid('query'), deps.now())));
  app.openapi(routes.discountProducts, async (c) =>
    ok(c, await pageDiscountedDeals(db, c.req.valid('query'), deps.now())),
  );

  return app;
}
