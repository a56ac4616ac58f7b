import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { getMimeType } from 'hono/utils/mime';
import type { Logger } from 'pino';
import { buildEntry, type CacheEntry, wireAnswerFor } from './cache-entry';
import { etagMatches } from './negotiation';
import { logRequest } from './request-log';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are checked on every use; the ETag makes that a 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Files above this are streamed from disk on each request instead of held in memory. */
const MAX_PRELOAD_BYTES = 2 * 1024 * 1024;
/** A static host's own configuration (Netlify's), not part of the site. */
const NOT_SERVED = new Set(['_headers', '_redirects']);
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json|xml|ld\+json)|image\/(?:svg\+xml|x-icon))/;

/** One built file: in memory (with its gzip and brotli twins) or, when large, on disk. */
type SiteFile =
  | { kind: 'memory'; entry: CacheEntry; cacheControl: string }
  | { kind: 'disk'; file: string; size: number; etag: string; contentType: string; cacheControl: string };

export interface StaticSiteOptions {
  /** Headers every answer carries (the page security set). */
  headers: Readonly<Record<string, string>>;
  logger: Logger;
  maxPreloadBytes?: number;
}

/** Every file under dir (following no links), as paths relative to it with '/' separators. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .filter((rel) => !NOT_SERVED.has(rel));
}

/** The URL paths a built file answers: itself, and for an index.html its folder with and without '/'. */
export function urlPathsOf(relative: string): string[] {
  const own = `/${relative}`;
  if (relative === 'index.html') return ['/', own];
  if (!relative.endsWith('/index.html')) return [own];
  const folder = `/${relative.slice(0, -'/index.html'.length)}`;
  return [folder, `${folder}/`, own];
}

/**
 * The request path with its %-escapes decoded, or null when it may not name a built file: a bad
 * escape, or one that hides a separator, a NUL or a dot segment (`%2F`, `%00`, `%2E%2E`).
 */
export function decodedPath(rawPath: string): string | null {
  if (!rawPath.includes('%')) return rawPath;
  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(decoded) || decoded === '.' || decoded === '..') return null;
    segments.push(decoded);
  }
  return segments.join('/');
}

async function sha1Of(file: string): Promise<string> {
  const hash = createHash('sha1');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('base64url');
}

async function loadFile(dir: string, relative: string, maxPreloadBytes: number): Promise<SiteFile> {
  const file = path.join(dir, relative);
  const contentType = getMimeType(relative) ?? 'application/octet-stream';
  const cacheControl = relative.startsWith('_astro/') ? IMMUTABLE : REVALIDATE;
  const { size } = fs.statSync(file);
  if (size > maxPreloadBytes) {
    return { kind: 'disk', file, size, etag: `"${await sha1Of(file)}"`, contentType, cacheControl };
  }
  const body = new Uint8Array(await fs.promises.readFile(file));
  const entry = await buildEntry(body, contentType, 0, COMPRESSIBLE.test(contentType), 'build');
  return { kind: 'memory', entry, cacheControl };
}

/**
 * The built site (dist/client) served from memory, ahead of the framework: read once at start,
 * each compressible file gzip- and brotli-compressed once, with a strong ETag per coding, 304 on
 * If-None-Match, HEAD, and the page security headers. Only the files found at start are served
 * (a request path is looked up, never joined to a folder), so no path can reach outside it;
 * everything else goes to the app. A rebuild needs a restart, as the CSP's script hashes do.
 */
export class StaticSite {
  private constructor(
    private readonly files: Map<string, SiteFile>,
    private readonly options: StaticSiteOptions,
    /** Bytes held in memory, every coding counted. */
    readonly bytes: number,
  ) {}

  static async load(dir: string, options: StaticSiteOptions): Promise<StaticSite> {
    const files = new Map<string, SiteFile>();
    let bytes = 0;
    const relatives = listFiles(dir);
    // Compressed side by side in the thread pool.
    const loaded = await Promise.all(
      relatives.map((relative) => loadFile(dir, relative, options.maxPreloadBytes ?? MAX_PRELOAD_BYTES)),
    );
    for (const [i, file] of loaded.entries()) {
      if (file.kind === 'memory') bytes += file.entry.bytes;
      for (const urlPath of urlPathsOf(relatives[i])) files.set(urlPath, file);
    }
    return new StaticSite(files, options, bytes);
  }

  /** How many URL paths it answers. */
  get size(): number {
    return this.files.size;
  }

  /** A node:http listener: built files answered here, every other request handed to `next`. */
  listener(next: RequestListener): RequestListener {
    return (req, res) => {
      if (!this.serve(req, res)) next(req, res);
    };
  }

  /** Answers a GET or HEAD of a built file; false (nothing sent) for any other request. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || !req.url) return false;
    const q = req.url.indexOf('?');
    const rawPath = q < 0 ? req.url : req.url.slice(0, q);
    let file = this.files.get(rawPath);
    if (!file && rawPath.includes('%')) {
      const decoded = decodedPath(rawPath);
      file = decoded === null ? undefined : this.files.get(decoded);
    }
    if (!file) return false;
    const startedAt = performance.now();
    const status = file.kind === 'memory' ? this.sendFromMemory(file, req, res) : this.sendFromDisk(file, req, res);
    logRequest(this.options.logger, method, rawPath, status, startedAt);
    return true;
  }

  /**
   * The page headers, except that an image may be embedded by another site: our logo in a mail
   * that webmail shows from its own origin (CORP same-origin would block it there).
   */
  private imageHeaders: Readonly<Record<string, string>> | null = null;

  private headersFor(contentType: string): Readonly<Record<string, string>> {
    if (!contentType.startsWith('image/')) return this.options.headers;
    this.imageHeaders ??= { ...this.options.headers, 'cross-origin-resource-policy': 'cross-origin' };
    return this.imageHeaders;
  }

  private sendFromMemory(file: Extract<SiteFile, { kind: 'memory' }>, req: IncomingMessage, res: ServerResponse) {
    const answer = wireAnswerFor(
      file.entry,
      file.cacheControl,
      this.headersFor(file.entry.contentType),
      req.headers['accept-encoding'],
      req.headers['if-none-match'],
    );
    res.writeHead(answer.status, answer.headers as string[]);
    res.end(req.method === 'HEAD' ? undefined : (answer.body ?? undefined));
    return answer.status;
  }

  private sendFromDisk(file: Extract<SiteFile, { kind: 'disk' }>, req: IncomingMessage, res: ServerResponse) {
    const headers: Record<string, string> = {
      ...this.headersFor(file.contentType),
      'cache-control': file.cacheControl,
      etag: file.etag,
    };
    if (etagMatches(req.headers['if-none-match'], [file.etag])) {
      res.writeHead(304, headers).end();
      return 304;
    }
    res.writeHead(200, { ...headers, 'content-type': file.contentType, 'content-length': String(file.size) });
    if (req.method === 'HEAD') res.end();
    // A file gone since start ends the answer short; the client sees a broken download, the server goes on.
    else void pipeline(fs.createReadStream(file.file), res).catch(() => res.destroy());
    return 200;
  }
}
