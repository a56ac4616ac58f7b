import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { dealPath } from '../../rules/deal-path';
import { retailerImageProblem, retailerLinkProblem } from '../../rules/retailer-urls';
import type { ProductCheck } from '../../schemas/product-check';
import type { Db } from '../db/client';
import { deals } from '../db/schema';
import type { RetailerClient, RetailerItem } from '../retailer/retailer-client';
import { NotFoundError, UnavailableError } from './domain-errors';
import { priceHistory } from './price-history';
import { isOffered } from './public-deals';
import { takeVisitorShare } from './visitor-checks';

/** How long the retailer's answer for an ASIN is reused. */
const ANSWER_TTL_MS = 60 * 60 * 1000;
/** ASINs whose answers one process keeps. */
const CACHED_ANSWERS = 2000;

export interface ProductCheckContext {
  db: Db;
  retailer: RetailerClient;
  marketplaceHost: string;
  /** The day's retailer quota; visitors' checks draw on their share of it (visitor-checks.ts). */
  dailyQuota: number;
  now: () => Date;
}

/** What the retailer said of an ASIN: the item, or why there is none we may show. */
type RetailerAnswer = { item: RetailerItem } | { missing: string };

/**
 * "Check any Amazon link": a deal we list is answered with its page; anything else is asked of
 * the retailer (one GetItems from the visitors' share of the day's quota), and that answer is
 * reused for an hour by this process, concurrent checks of one ASIN sharing one call.
 */
export function createProductChecks(ctx: ProductCheckContext) {
  const answers = new LRUCache<string, RetailerAnswer>({
    max: CACHED_ANSWERS,
    ttl: ANSWER_TTL_MS,
    fetchMethod: (asin) => askRetailer(ctx, asin),
  });

  return async function checkProduct(asin: string): Promise<ProductCheck> {
    const now = ctx.now();
    const [listed] = await ctx.db
      .select({ title: deals.title })
      .from(deals)
      .where(and(eq(deals.asin, asin), isOffered(now)))
      .limit(1);
    if (listed) return { listed: true, asin, path: dealPath(asin, listed.title) };

    const answer = await answers.fetch(asin);
    if (!answer || 'missing' in answer) throw new NotFoundError(answer?.missing ?? noSuchProduct(asin));
    const { item } = answer;
    const history = await priceHistory(ctx.db, asin, now);
    return {
      listed: false,
      asin,
      title: item.title,
      imageUrl: item.imageUrl,
      detailPageUrl: item.detailPageUrl,
      price: item.price,
      originalPrice: item.originalPrice,
      availability: item.availability,
      priceFetchedAt: item.fetchedAt.toISOString(),
      history: history.map((p) => ({ priceCents: p.priceCents, observedAt: p.observedAt.toISOString() })),
    };
  };
}

async function askRetailer(ctx: ProductCheckContext, asin: string): Promise<RetailerAnswer> {
  if (!(await takeVisitorShare(ctx.db, ctx.dailyQuota))) {
    throw new UnavailableError(
      'We have checked many products for visitors today. Please try again tomorrow, or browse our deals.',
    );
  }
  let items: RetailerItem[];
  try {
    ({ items } = await ctx.retailer.getItems([asin]));
  } catch {
    throw new UnavailableError('We could not reach Amazon just now. Please try again in a few minutes.');
  }
  const item = items.find((i) => i.asin === asin);
  if (!item) return { missing: noSuchProduct(asin) };
  if (item.price <= 0)
    return { missing: 'Amazon shows no price for this product right now, so there is nothing to check.' };
  // An answer we would not show on our own pages (a foreign link or image) is no answer.
  if (retailerLinkProblem(item.detailPageUrl, ctx.marketplaceHost) || retailerImageProblem(item.imageUrl)) {
    return { missing: noSuchProduct(asin) };
  }
  return { item };
}

const noSuchProduct = (asin: string) =>
  `Amazon did not give us a product with the ASIN ${asin}. Check the link and try again.`;
