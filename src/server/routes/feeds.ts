import { Feed } from 'feed';
import { Hono } from 'hono';
import { categoryPath, dealPath } from '../../rules/deal-path';
import type { Deal } from '../../schemas/deal';
import { brand } from '../../config/brand';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { listCategories, listCategoryDeals, pageAllDeals } from '../services/public-deals';

/** Items per feed: the newest deals a reader has not seen yet, not the whole catalog. */
const FEED_ITEMS = 50;
const FEED_CACHE = 'public, max-age=300';

/** What an item says besides its title: the discount and the category (no price: it may change before it is read). */
const summary = (deal: Deal) =>
  [deal.discountPercentage > 0 ? `${deal.discountPercentage}% off` : null, deal.categoryLabel]
    .filter(Boolean)
    .join(' · ');

/** RSS 2.0 of the visible deals, newest first, each item linking to its deal page. Built with the `feed` library. */
export function feedRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.handle;
  const origin = new URL(deps.env.SITE_URL).origin;

  function rss(title: string, pagePath: string, feedPath: string, list: Deal[]): Response {
    const newest = [...list].sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated)).slice(0, FEED_ITEMS);
    const feed = new Feed({
      title,
      description: `Hand-picked deals for busy families from ${brand.name}.`,
      id: `${origin}${pagePath}`,
      link: `${origin}${pagePath}`,
      language: 'en',
      copyright: `${brand.name}. As an Amazon Associate we earn from qualifying purchases.`,
      updated: newest[0] ? new Date(newest[0].lastUpdated) : deps.now(),
      feedLinks: { rss: `${origin}${feedPath}` },
    });
    for (const deal of newest) {
      const link = `${origin}${dealPath(deal.asin, deal.title)}`;
      feed.addItem({
        title: deal.title,
        id: link,
        link,
        description: summary(deal),
        date: new Date(deal.lastUpdated),
        ...(deal.imageUrl
          ? { image: deal.imageUrl.startsWith('/') ? `${origin}${deal.imageUrl}` : deal.imageUrl }
          : {}),
        category: [{ name: deal.categoryLabel }],
      });
    }
    return new Response(feed.rss2(), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE },
    });
  }

  app.get('/feed.xml', async () => {
    const { products } = await pageAllDeals(db, { page: 1, limit: 500 }, deps.now());
    return rss(`${brand.name}: newest deals`, '/', '/feed.xml', products);
  });

  app.get('/category/:id/feed.xml', async (c) => {
    const id = c.req.param('id');
    const category = (await listCategories(db)).find((option) => option.id === id);
    const list = category ? await listCategoryDeals(db, id, deps.now()) : null;
    if (!category || !list) throw notFound(`Unknown category: ${id.slice(0, 60)}`);
    return rss(
      `${brand.name}: ${category.label} deals`,
      categoryPath(id),
      `/category/${encodeURIComponent(id)}/feed.xml`,
      list,
    );
  });

  return app;
}
