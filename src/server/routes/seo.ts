import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { categoryPath, dealPath } from '../../rules/deal-path';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { listCategories, listVisibleDealStamps } from '../services/public-deals';

/** The public pages that are not a deal or a category. */
const STATIC_PAGES = ['/', '/welcome', '/newsletter', '/terms', '/support'];
/** Pages and paths no crawler should read. */
const DISALLOWED = ['/admin214', '/auth', '/api/'];
/** The sitemap protocol's most URLs in one file. */
const SITEMAP_URL_LIMIT = 50_000;
/** Crawlers read these rarely; a few minutes' staleness costs nothing. */
const SEO_CACHE = 'public, max-age=300';

export interface SeoOptions {
  /** URLs per sitemap file: past it, /sitemap.xml becomes an index of /sitemap-0.xml, /sitemap-1.xml, … */
  urlsPerSitemap?: number;
}

interface SitemapEntry {
  url: string;
  lastmod?: string;
}

const latest = (a: Date, b: Date) => (a > b ? a : b);

/** Streams sitemap items through the library into one XML document. */
async function render(stream: SitemapStream | SitemapIndexStream, items: SitemapItemLoose[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

/** robots.txt and sitemap.xml, built from the database (docs/product.md 3: deals and categories are public pages). */
export function seoRoutes(deps: AppDeps, { urlsPerSitemap = SITEMAP_URL_LIMIT }: SeoOptions = {}) {
  const app = new Hono();
  const { db } = deps.handle;
  const origin = new URL(deps.env.SITE_URL).origin;
  const noExtraNamespaces = { news: false, video: false, xhtml: false, image: false };

  /** Every public page, static pages first; the same path is listed once. */
  async function entries(): Promise<SitemapEntry[]> {
    const [categories, deals] = await Promise.all([listCategories(db), listVisibleDealStamps(db, deps.now())]);
    const all: SitemapEntry[] = [
      ...STATIC_PAGES.map((url) => ({ url })),
      ...categories.map((c) => ({ url: categoryPath(c.id) })),
      ...deals.map((d) => ({
        url: dealPath(d.asin, d.title),
        lastmod: latest(d.priceFetchedAt, d.lastUpdated).toISOString(),
      })),
    ];
    const seen = new Set<string>();
    return all.filter((e) => !seen.has(e.url) && seen.add(e.url));
  }

  /** The entries in files of at most urlsPerSitemap. */
  async function parts(): Promise<SitemapEntry[][]> {
    const all = await entries();
    const chunks: SitemapEntry[][] = [];
    for (let i = 0; i < all.length; i += urlsPerSitemap) chunks.push(all.slice(i, i + urlsPerSitemap));
    return chunks;
  }

  const urlset = (items: SitemapEntry[]) =>
    render(new SitemapStream({ hostname: origin, xmlns: noExtraNamespaces }), items);

  const xml = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE } });

  app.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), ''];
    lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
    c.header('Cache-Control', SEO_CACHE);
    return c.text(lines.join('\n'));
  });

  app.use('/sitemap*', compress(), etag({ weak: true }));

  app.get('/sitemap.xml', async () => {
    const files = await parts();
    if (files.length === 1) return xml(await urlset(files[0]));
    const index = files.map((items, i) => {
      const stamps = items.flatMap((e) => (e.lastmod ? [e.lastmod] : [])).sort();
      return { url: `${origin}/sitemap-${i}.xml`, lastmod: stamps.at(-1) };
    });
    return xml(await render(new SitemapIndexStream(), index));
  });

  // A wildcard, not a pattern parameter at the root: the whole app's routes then fit Hono's RegExpRouter.
  app.get('/sitemap-*', async (c, next) => {
    const part = /^\/sitemap-([0-9]{1,6})\.xml$/.exec(c.req.path)?.[1];
    if (part === undefined) return next();
    const items = (await parts())[Number(part)];
    if (!items) throw notFound(`No such sitemap: ${c.req.path.slice(1)}`);
    return xml(await urlset(items));
  });

  return app;
}
