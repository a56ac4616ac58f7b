import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { findDemoProduct } from '../retailer/demo-catalog';
import { renderProductSvg } from '../retailer/demo-catalog-image';

const FILE_PATTERN = /^([A-Z0-9]{10})\.svg$/;

/** GET /demo-images/<ASIN>.svg: the locally generated illustration of a demo product. */
export function demoImagesRoutes(_deps: AppDeps) {
  const app = new Hono();

  app.get('/demo-images/:file', (c) => {
    const match = FILE_PATTERN.exec(c.req.param('file'));
    if (!match) throw notFound('No such image');
    // Illustrations never change for an ASIN, so browsers and CDNs may keep them for a year.
    return c.body(renderProductSvg(findDemoProduct(match[1])), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
