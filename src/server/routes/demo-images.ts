import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { notFound } from '../http/errors';
import { DEMO_CATALOG_DIR, demoImageName } from '../retailer/demo-catalog';

const FILE_PATTERN = /^([A-Z0-9]{10})\.(webp|svg)$/;
const IMAGES_DIR = path.join(DEMO_CATALOG_DIR, 'images');

/** GET /demo-images/<ASIN>.webp (or .svg): the demo catalog's picture of a product, from the fixture. */
export function demoImagesRoutes() {
  const app = new Hono();

  app.get('/demo-images/:file', async (c) => {
    const match = FILE_PATTERN.exec(c.req.param('file'));
    if (!match) throw notFound('No such image');
    const [, asin, format] = match;
    const image = await fs.readFile(path.join(IMAGES_DIR, `${demoImageName(asin)}.${format}`));
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': format === 'webp' ? 'image/webp' : 'image/svg+xml; charset=utf-8',
      // Pictures never change for an ASIN, so browsers and CDNs may keep them for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
