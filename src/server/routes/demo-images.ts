import path from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { findDemoProduct } from '../retailer/demo-catalog';
import { renderProductSvg } from '../retailer/demo-catalog-image';
import { createDemoImageRenderer } from '../retailer/demo-catalog-raster';

const FILE_PATTERN = /^([A-Z0-9]{10})\.(webp|svg)$/;

/** GET /demo-images/<ASIN>.webp (or .svg): the locally generated drawing of a demo product. */
export function demoImagesRoutes(deps: AppDeps) {
  const app = new Hono();
  // Rendered WebPs are kept under DATA_DIR/demo-images, so a restart does not draw them again.
  const renderer = createDemoImageRenderer(path.join(deps.env.dataDir, 'demo-images'));

  app.get('/demo-images/:file', async (c) => {
    const match = FILE_PATTERN.exec(c.req.param('file'));
    if (!match) throw notFound('No such image');
    const product = findDemoProduct(match[1]);
    const image = match[2] === 'webp' ? await renderer.webp(product) : renderProductSvg(product);
    return c.body(image, 200, {
      'Content-Type': match[2] === 'webp' ? 'image/webp' : 'image/svg+xml; charset=utf-8',
      // Drawings never change for an ASIN, so browsers and CDNs may keep them for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
