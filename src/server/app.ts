import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import type { AppDeps } from './app-deps';
import { requireAdmin } from './auth/require-admin';
import { isFamilyActive } from './auth/sessions';
import { ApiError, toErrorResponse } from './http/errors';
import { adminProductsRoutes } from './routes/admin-products';
import { adminRetailerRoutes } from './routes/admin-retailer';
import { authRoutes } from './routes/auth';
import { dealClicksRoutes } from './routes/deal-clicks';
import { demoImagesRoutes } from './routes/demo-images';
import { essentialsRoutes } from './routes/essentials';
import { productsRoutes } from './routes/products';
import { tokensRoutes } from './routes/tokens';

const MAX_BODY_BYTES = 1024 * 1024;
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** The whole HTTP API: middleware, error handling and every route of SPEC section 7. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const { logger } = deps;

  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - start) * 10) / 10 },
      'request',
    );
  });

  app.onError((err, c) => toErrorResponse(c, err, (e) => logger.error({ err: e, path: c.req.path }, 'unhandled error')));

  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ data: null, message: 'Request body is larger than 1 MB', error: 'payload_too_large' }, 413),
    }),
  );

  // State-changing requests from a browser must come from our own site.
  app.use(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const allowed = new Set([new URL(deps.env.SITE_URL).origin, `${new URL(c.req.url).protocol}//${c.req.header('host')}`]);
      if (!allowed.has(origin)) throw new ApiError(403, 'forbidden', 'Cross-site request refused');
    }
    await next();
  });

  const publicReads: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200) c.header('Cache-Control', PUBLIC_CACHE);
  };
  app.use('/api/products/*', etag(), publicReads);
  app.use('/api/discount-products', etag(), publicReads);
  app.use('/api/essentials', etag(), publicReads);
  app.use('/api/essentials/category/*', etag(), publicReads);

  const adminOnly = requireAdmin({ secret: deps.authSecret, isFamilyActive: (f) => isFamilyActive(deps.handle.db, f), now: deps.now });
  app.use('/api/admin/*', adminOnly);
  app.use('/api/deal-clicks/stats', adminOnly);
  app.use('/api/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.route('/', demoImagesRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', tokensRoutes(deps));
  app.route('/', productsRoutes(deps));
  app.route('/', essentialsRoutes(deps));
  app.route('/', dealClicksRoutes(deps));
  app.route('/', adminProductsRoutes(deps));
  app.route('/', adminRetailerRoutes(deps));

  app.all('/api/*', (c) => c.json({ data: null, message: `No such endpoint: ${c.req.method} ${c.req.path}`, error: 'not_found' }, 404));
  app.all('/tokens/*', (c) => c.json({ data: null, message: `No such endpoint: ${c.req.method} ${c.req.path}`, error: 'not_found' }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
