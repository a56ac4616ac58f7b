import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { html } from 'hono/html';

// GET /api/docs: a reference page a partner can read, drawn from /api/openapi.json by Scalar's
// viewer. The viewer's bundle is served from our own origin (the page's CSP loads nothing else).

const BUNDLE_FILE = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
// The package does not export its package.json; it sits two folders above the bundle (dist/browser/).
const PACKAGE_FILE = path.resolve(path.dirname(BUNDLE_FILE), '../../package.json');
const { version: VIEWER_VERSION } = JSON.parse(readFileSync(PACKAGE_FILE, 'utf8')) as { version: string };
/** The bundle's address names its version, so browsers may keep it until the package is upgraded. */
const BUNDLE_PATH = `/api/docs/scalar-${VIEWER_VERSION}.js`;

/** The viewer's options: no web fonts, no telemetry, no assistant (each would call Scalar's servers). */
const VIEWER_CONFIG = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
};

/** The viewer runs our bundle and styles itself inline; it reads the document from this origin. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>Savvy Mom Deals API reference</title>
    </head>
    <body>
      <script
        id="api-reference"
        data-url="/api/openapi.json"
        data-configuration="${JSON.stringify(VIEWER_CONFIG)}"
      ></script>
      <script src="${BUNDLE_PATH}"></script>
    </body>
  </html>`;

let bundle: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The reference page and the viewer's bundle; neither is part of the OpenAPI document. */
export function apiDocsRoutes() {
  const app = new Hono();

  app.get('/api/docs', async (c) =>
    c.html(await page, 200, {
      'Content-Security-Policy': PAGE_CSP,
      // A page for partners, not for search results.
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-cache',
    }),
  );

  app.get(BUNDLE_PATH, compress(), async (c) => {
    bundle ??= readFile(BUNDLE_FILE).then((file) => new Uint8Array(file));
    return c.body(await bundle, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}
