import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { App } from 'astro/app';
import { Hono } from 'hono';
import type { DealPageSource } from '../../schemas/deal-page';
import type { ListingPageSource } from '../../schemas/listing-page';
import type { WelcomePageSource } from '../../schemas/welcome-page';
import type { AppDeps } from '../app-deps';
import { loadDealPage } from '../services/deal-pages';
import { loadListingPage } from '../services/listing-pages';
import { loadWelcomePage } from '../services/welcome-page';
import { inlineScriptHashes } from './security-headers';

/** The built site: static files to serve, and the renderer of on-demand pages (never served). */
export interface SiteBuild {
  clientDir: string;
  /** dist/server/entry.mjs, the Astro app of the build (src/build/hono-adapter.ts); null when the build has none. */
  serverEntry: string | null;
}

/**
 * Where the parts of `astro build` are, given STATIC_DIR: its client folder (dist/client), the
 * server entry beside it (dist/server/entry.mjs). A STATIC_DIR naming the build's root (dist)
 * is read as its client folder, so the server bundle is never served as static files.
 */
export function locateBuild(staticDir: string): SiteBuild {
  const root = path.resolve(staticDir);
  const nested = path.join(root, 'client');
  const clientDir = fs.existsSync(path.join(root, 'server', 'entry.mjs')) && fs.existsSync(nested) ? nested : root;
  const serverEntry = path.join(clientDir, '..', 'server', 'entry.mjs');
  return { clientDir, serverEntry: fs.existsSync(serverEntry) ? serverEntry : null };
}

interface PageLocals {
  dealPages?: DealPageSource;
  listingPages?: ListingPageSource;
  welcomePage?: WelcomePageSource;
}

/** What the build's server entry gives (src/build/hono-entry.ts): Astro's app over the build's manifest. */
interface ServerEntry {
  app: App;
}

/** Astro asks for a prerendered error page (404.html) by URL when a render fails: read from the build. */
function errorPageFetch(clientDir: string) {
  return async (url: string): Promise<Response> => {
    const status = /\/(404|500)\b/.exec(new URL(url).pathname)?.[1];
    const file = status && path.join(clientDir, `${status}.html`);
    if (!file || !fs.existsSync(file)) return new Response(null, { status: 404 });
    return new Response(await fs.promises.readFile(file), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
}

/** Renders a request through Astro; null when Astro has no page for it. */
async function render(
  app: App,
  request: Request,
  locals: PageLocals,
  prerenderedErrorPageFetch: (url: string) => Promise<Response>,
): Promise<Response | null> {
  const routeData = app.match(request);
  if (!routeData) return null;
  const answer = await app.render(request, { routeData, locals, prerenderedErrorPageFetch });
  // Astro names no charset; the page's <meta charset> would, later.
  if (answer.headers.get('content-type') === 'text/html')
    answer.headers.set('content-type', 'text/html; charset=utf-8');
  return answer;
}

/**
 * The inline scripts the on-demand pages can hold (Astro's island runtime, the hydration
 * directives of their islands and the pages' own small scripts), for the CSP: the home page
 * rendered once without data has every island of the listing pages, /welcome its scripts.
 * Deal pages hold no others (tests/e2e/deal-page.spec.ts).
 */
async function onDemandScriptHashes(app: App, errorPage: (url: string) => Promise<Response>): Promise<string[]> {
  const hashes = await Promise.all(
    ['/', '/welcome'].map(async (path) => {
      const shell = await render(app, new Request(`http://localhost${path}`), {}, errorPage);
      return shell?.ok ? inlineScriptHashes(await shell.text()) : [];
    }),
  );
  return [...new Set(hashes.flat())];
}

/**
 * The pages the build renders on demand: the home listing, the category listings, the deal
 * pages and /welcome. The app serves them through the response cache (app.ts), cleared by every
 * data change.
 */
export const ON_DEMAND_PAGES = ['/', '/welcome', '/welcome/', '/category/*', '/deal/*'];

/** The on-demand pages of the build, rendered by Astro's app with our data in `locals`. */
export async function astroPages(
  serverEntry: string,
  deps: Pick<AppDeps, 'handle' | 'env' | 'now'>,
  load = { deal: loadDealPage, listing: loadListingPage, welcome: loadWelcomePage },
): Promise<{ routes: Hono; scriptHashes: string[] }> {
  const { app } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const errorPage = errorPageFetch(path.join(path.dirname(serverEntry), '..', 'client'));
  const locals: PageLocals = {
    dealPages: {
      siteUrl: deps.env.SITE_URL,
      load: (asin) => load.deal(deps.handle.db, asin, deps.now()),
    },
    listingPages: {
      siteUrl: deps.env.SITE_URL,
      load: (category) => load.listing(deps.handle.db, category, deps.now()),
    },
    welcomePage: { siteUrl: deps.env.SITE_URL, load: () => load.welcome(deps.handle.db, deps.now()) },
  };
  const routes = new Hono();
  for (const path of ON_DEMAND_PAGES) {
    routes.get(path, async (c, next) => {
      const answer = await render(app, c.req.raw, locals, errorPage);
      if (answer) return answer;
      await next();
    });
  }
  return { routes, scriptHashes: await onDemandScriptHashes(app, errorPage) };
}
