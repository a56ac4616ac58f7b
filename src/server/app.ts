import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { AppDeps } from './app-deps';
import { requireAdmin } from './auth/require-admin';
import { isFamilyActive } from './auth/sessions';
import { ApiError, toErrorResponse } from './http/errors';
import { requestLog } from './http/request-log';
import { ON_DEMAND_PAGES } from './http/astro-pages';
import { ResponseCache } from './http/response-cache';
import { securityHeaders, securityPolicy } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { apiRoutes } from './routes/api';
import { demoImagesRoutes } from './routes/demo-images';
import { feedRoutes } from './routes/feeds';
import { mailLinksRoutes } from './routes/mail-links';
import { toHttpError } from './routes/route-errors';
import { seoRoutes } from './routes/seo';
import { createClickBuffer } from './services/click-buffer';
import { watchDataChanges } from './services/data-changes';

const MAX_BODY_BYTES = 1024 * 1024;
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** The public reads kept in the response cache. */
const CACHED_READS = ['/api/products/*', '/api/discount-products', '/api/essentials', '/api/essentials/category/*'];

/** The built site, when there is one: its files (dist/client) and the pages rendered on demand. */
export interface Site {
  clientDir: string;
  /** The on-demand pages (http/astro-pages.ts); null when the build has no server entry. */
  pages: Hono | null;
}

/**
 * The one HTTP chain every request passes: a log line, the security headers, compression and
 * ETags (304s), then the built files, the API (every call of docs/product.md 10) and the pages.
 */
export function createApp(deps: AppDeps, site?: Site) {
  const app = new Hono();
  const { logger } = deps;

  app.use(requestLog(logger));
  app.use(securityHeaders(deps.securityPolicy ?? securityPolicy(deps.env)));
  // Outermost first: what is not sent precompressed (the build's twins, the cache's bodies) is
  // gzipped here; hono/etag tags what has no ETag yet and answers If-None-Match with a 304.
  app.use(compress());
  app.use(etag());
  app.onError((err, c) =>
    toErrorResponse(c, toHttpError(err), (e) => logger.error({ err: e, path: c.req.path }, 'unhandled error')),
  );

  // Public reads and the pages rendered on demand come from memory (ETag, 304, gzip/br), ahead of
  // the built files and the API's checks: a hit runs nothing after this. Cleared by the data_change
  // triggers' NOTIFY: one path for writes by this process, other processes and jobs alike.
  const cache = deps.responseCache ?? new ResponseCache({ now: deps.now, cacheControl: PUBLIC_CACHE });
  const changes = watchDataChanges(deps.handle, cache, logger);
  const serveCached = cache.middleware();
  for (const path of [...CACHED_READS, ...(site?.pages ? ON_DEMAND_PAGES : [])]) app.use(path, serveCached);

  // The API is never a file: its requests skip the disk.
  if (site) app.get('*', staticFiles(site.clientDir, { except: '/api/' }));

  const tooLarge = (c: Context) =>
    c.json({ data: null, message: 'Request body is larger than 1 MB', error: 'payload_too_large' }, 413);
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // A Content-Length decides alone, leaving the body unread (a hot route reads it itself: readNodeBody).
  app.use(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    if (Number(length) > MAX_BODY_BYTES) return tooLarge(c);
    await next();
  });

  // State-changing requests from a browser must come from our own site.
  app.use(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const allowed = new Set([
        new URL(deps.env.SITE_URL).origin,
        `${new URL(c.req.url).protocol}//${c.req.header('host')}`,
      ]);
      if (!allowed.has(origin)) throw new ApiError(403, 'forbidden', 'Cross-site request refused');
    }
    await next();
  });

  const adminOnly = requireAdmin({
    secret: deps.authSecret,
    isFamilyActive: (f) => isFamilyActive(deps.handle.db, f),
    now: deps.now,
  });
  app.use('/api/admin/*', adminOnly);
  app.use('/api/deal-clicks/stats', adminOnly);
  // Admin answers are never cached. An operator's write answers once its notification has cleared
  // this process's cache, so their next read is fresh.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await changes.caughtUp();
  });

  app.route('/', demoImagesRoutes());
  const clicks = deps.clickBuffer ?? createClickBuffer(deps);
  app.route('/', apiRoutes(deps, clicks));
  app.route('/', mailLinksRoutes(deps, clicks));
  app.route('/', seoRoutes(deps));
  app.route('/', feedRoutes(deps));

  app.all('/api/*', (c) =>
    c.json({ data: null, message: `No such endpoint: ${c.req.method} ${c.req.path}`, error: 'not_found' }, 404),
  );
  app.all('/tokens/*', (c) =>
    c.json({ data: null, message: `No such endpoint: ${c.req.method} ${c.req.path}`, error: 'not_found' }, 404),
  );

  if (site) {
    if (site.pages) app.route('/', site.pages);
    // Unknown pages go home, replacing history on the client (the 404 page does the same).
    app.get('*', (c) => c.redirect('/', 302));
  }

  return app;
}
