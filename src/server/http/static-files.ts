import fs from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are checked on every use; the ETag makes that a 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** A static host's own configuration (Netlify's), not part of the site. */
const NOT_SERVED = new Set(['/_headers', '/_redirects']);

/**
 * The built site (dist/client) through Hono's serveStatic for Node: the gzip or brotli twin the
 * build wrote (src/build/precompress.ts) when the client accepts it, else the file itself, with
 * an ETag (size and time of the file, as nginx makes them; hono/etag answers the 304s),
 * Cache-Control (a year for the hashed /_astro/*, revalidation for the rest) and Vary.
 * serveStatic refuses dot segments, escapes and backslashes, so no path reaches outside `root`.
 * What is not a file falls through to the next handler. A rebuild needs a restart, as the CSP's
 * script hashes do.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const sent = new WeakMap<Context, string>();
  const etags = new Map<string, string>();
  // Weak, of the file itself: one tag for every coding of it (RFC 9110 8.8.1), so any copy revalidates.
  const etagOf = (sentFile: string) => {
    const file = sentFile.replace(/\.(br|gz)$/, '');
    let tag = etags.get(file);
    if (tag === undefined) {
      const { size, mtimeMs } = fs.statSync(file);
      tag = `W/"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"`;
      etags.set(file, tag);
    }
    return tag;
  };
  const serve = serveStatic({ root, precompressed: true, onFound: (file, c) => void sent.set(c, file) });
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || NOT_SERVED.has(c.req.path)) return next();
    const res = await serve(c, next);
    const file = sent.get(c);
    if (!res || file === undefined) return res;
    const type = res.headers.get('content-type') ?? '';
    res.headers.set('cache-control', c.req.path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
    res.headers.set('etag', etagOf(file));
    if (!res.headers.has('vary') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type))
      res.headers.set('vary', 'Accept-Encoding');
    // Another site may show our images (our logo in a webmail); the security headers keep this one.
    if (type.startsWith('image/')) res.headers.set('cross-origin-resource-policy', 'cross-origin');
    return res;
  };
}
