import fs from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { categoryPath } from '../../rules/deal-path';
import type { CategoryOption } from '../../schemas/categories';
import type { AppDeps } from '../app-deps';
import { locateBuild } from '../http/astro-pages';
import { answerFor, buildEntry, type CacheEntry } from '../http/cache-entry';
import { escapeHtml } from '../http/escape-html';
import { listCategories } from '../services/public-deals';

/** What a category id may be (the API's rule for /api/products/category/:category). */
const CATEGORY_ID = /^[a-z0-9_-]{1,50}$/;
const HOME = 'home';
/** The trending shortcut's listing: no row of the categories table, but a listing the API serves. */
const TRENDING: CategoryOption = { id: 'trending', label: 'Trending' };
/** Revalidated on every use (the ETag makes that cheap): the page changes with a rebuild. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const FALLBACK_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Page not found</title></head><body><h1>This page does not exist</h1><p><a href="/">See today's deals</a></p></body></html>`;

/** A file of the built site, read on first use and kept (it changes only with a rebuild). Null while it is missing. */
function builtFile(file: string): () => Promise<string | null> {
  let kept: string | null = null;
  return async () => {
    kept ??= await fs.readFile(file, 'utf8').catch(() => null);
    return kept;
  };
}

/** Sets one attribute (to HTML-escaped text) of the first tag the pattern finds. Replacements are functions: a label may hold `$`. */
function withAttribute(html: string, tag: RegExp, name: string, escapedValue: string): string {
  return html.replace(tag, (el) => el.replace(new RegExp(`\\s${name}="[^"]*"`), () => ` ${name}="${escapedValue}"`));
}

const attributeOf = (html: string, tag: RegExp, name: string) =>
  tag.exec(html)?.[0].match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

const CANONICAL = /<link\b[^>]*\brel="canonical"[^>]*>/;
const metaTag = (property: string) => new RegExp(`<meta\\b[^>]*\\bproperty="${property}"[^>]*>`);

/**
 * The home page as a category's page: its title ("{label} Deals | {site}"), canonical and preview
 * address are the category's, and the home hero starts hidden. The listing itself selects the
 * category from the address once its script runs.
 */
function categoryPageHtml(home: string, category: CategoryOption): string {
  // Both read as the page holds them, HTML-escaped, and written back the same way.
  const siteName = attributeOf(home, metaTag('og:site_name'), 'content');
  const homeUrl = attributeOf(home, CANONICAL, 'href');
  const heading = /\bdeals$/i.test(category.label) ? category.label : `${category.label} Deals`;
  const title = `${escapeHtml(heading)}${siteName ? ` | ${siteName}` : ''}`;
  let page = home
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/\sid="home-hero"/, ' id="home-hero" hidden');
  page = withAttribute(page, metaTag('og:title'), 'content', title);
  if (homeUrl) {
    const url = escapeHtml(new URL(categoryPath(category.id), homeUrl).href);
    page = withAttribute(page, CANONICAL, 'href', url);
    page = withAttribute(page, metaTag('og:url'), 'content', url);
  }
  return page;
}

/** GET /category/{id}: the home page with that category selected; 404 for an unknown id or bad input. */
export function categoryPagesRoutes(deps: AppDeps) {
  const app = new Hono();
  // The built site as the server serves it (STATIC_DIR, or its client folder).
  const dir = locateBuild(deps.env.STATIC_DIR).clientDir;
  const homePage = builtFile(path.join(dir, 'index.html'));
  const notFoundPage = builtFile(path.join(dir, '404.html'));
  // One page per category, precompressed with its ETags; rebuilt when the category's label changes.
  const pages = new Map<string, { label: string; entry: CacheEntry }>();

  async function pageOf(category: CategoryOption): Promise<CacheEntry | null> {
    const kept = pages.get(category.id);
    if (kept?.label === category.label) return kept.entry;
    const home = await homePage();
    if (home === null) return null;
    const body = new TextEncoder().encode(categoryPageHtml(home, category));
    const entry = await buildEntry(body, 'text/html; charset=UTF-8', deps.now().getTime(), true);
    pages.set(category.id, { label: category.label, entry });
    return entry;
  }

  const notFound = async (c: Context) => c.html((await notFoundPage()) ?? FALLBACK_404, 404);

  app.get('/category/:id', async (c) => {
    const id = c.req.param('id');
    if (!CATEGORY_ID.test(id)) return notFound(c);
    if (id === HOME) return c.redirect('/', 301);
    const category =
      id === TRENDING.id ? TRENDING : (await listCategories(deps.handle.db)).find((row) => row.id === id);
    const entry = category ? await pageOf(category) : null;
    if (!entry) return notFound(c);
    const answer = answerFor(entry, CACHE_CONTROL, c.req.header('accept-encoding'), c.req.header('if-none-match'));
    return new Response(answer.body as BodyInit | null, { status: answer.status, headers: answer.headers });
  });

  return app;
}
