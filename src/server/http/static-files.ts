import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from 'hono/serve-static';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { StoredHeaders } from './stored-headers';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are checked on every use; the ETag makes that a 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** A static host's own configuration (Netlify's), not part of the site. */
const NOT_SERVED = new Set(['_headers', '_redirects']);
/** Files above this are streamed from disk on each request instead of held in memory. */
const MAX_HELD_BYTES = 2 * 1024 * 1024;

interface BuiltFile {
  /** The bytes, or null when the file is streamed from disk. */
  bytes: Uint8Array<ArrayBuffer> | null;
  size: number;
  /** Weak, of the file itself: its twins share it (RFC 9110 8.8.1), so any copy revalidates. */
  etag: string;
  /** Every header this file is sent with, made by its first answer, and the security set they hold. */
  sentWith?: { security: object | undefined; headers: StoredHeaders };
}

/** Every file of the build (relative, '/'-separated) and every folder, read once. */
function readBuild(root: string) {
  const files = new Map<string, BuiltFile>();
  const folders = new Set<string>(['.']);
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isDirectory()) folders.add(relative);
    if (!entry.isFile() || NOT_SERVED.has(relative) || entry.name.startsWith('.')) continue;
    const { size, mtimeMs } = fs.statSync(path.join(root, relative));
    const bytes = size > MAX_HELD_BYTES ? null : Uint8Array.from(fs.readFileSync(path.join(root, relative)));
    files.set(relative, { bytes, size, etag: `W/"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"` });
  }
  return { files, folders };
}

/**
 * The built site (dist/client) through Hono's serveStatic, its files read once at start: the
 * brotli or gzip twin the build wrote (src/build/precompress.ts) when the client accepts it, else
 * the file itself, with the file's ETag (size and time, as nginx makes them; hono/etag answers
 * the 304s), Cache-Control (a year for the hashed /_astro/*, revalidation for the rest) and Vary.
 * serveStatic refuses dot segments, escapes and backslashes, and only files found at start are
 * served, so no path reaches outside `root`. What is not a file, or a path under `except`, falls
 * through. A rebuild needs a restart, as the CSP's script hashes do.
 */
export function staticFiles(root: string, { except }: { except?: string } = {}): MiddlewareHandler {
  const { files, folders } = readBuild(root);
  const sent = new WeakMap<object, BuiltFile>();
  const serve = serveStatic({
    root: '.',
    precompressed: true,
    isDir: (relative) => folders.has(relative.replace(/\/$/, '')),
    getContent: (relative, c) => {
      const file = files.get(relative);
      if (!file) return Promise.resolve(null);
      // The last one asked for is the one sent (the file, then each twin the client accepts).
      sent.set(c, file);
      const body = file.bytes ?? Readable.toWeb(fs.createReadStream(path.join(root, relative)));
      return Promise.resolve(body as ReadableStream | Uint8Array<ArrayBuffer>);
    },
    onFound: (relative, c) => {
      const file = files.get(relative);
      c.header('Cache-Control', relative.startsWith('_astro/') ? IMMUTABLE : REVALIDATE);
      if (file) c.header('ETag', file.etag);
    },
  });
  return async (c, next) => {
    if (except && c.req.path.startsWith(except)) return next();
    const res = await serve(c, next);
    const file = sent.get(c);
    if (!res || !file) return res;
    // Answered from the headers made by the file's first answer (the security set included, so
    // secureHeaders finds each present and writes none): per request, no header is built or checked.
    const security = c.var.securityHeaders as object | undefined;
    const made = file.sentWith;
    if (file.bytes && made && made.security === security)
      return new Response(file.bytes, { status: 200, headers: made.headers });
    const type = res.headers.get('content-type') ?? '';
    if (!res.headers.has('vary') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type))
      res.headers.set('vary', 'Accept-Encoding');
    // A HEAD answer has no body to measure.
    res.headers.set('content-length', String(file.size));
    // Another site may show our images (our logo in a webmail); the security headers keep this one.
    if (type.startsWith('image/')) res.headers.set('cross-origin-resource-policy', 'cross-origin');
    if (!file.bytes) return res;
    const headers = new StoredHeaders({ ...c.var.securityHeaders, ...Object.fromEntries(res.headers) });
    file.sentWith = { security, headers };
    return new Response(file.bytes, { status: 200, headers });
  };
}
