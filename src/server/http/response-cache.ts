import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { LRUCache } from 'lru-cache';
import { StoredHeaders } from './stored-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** What is stored: the API's JSON and the pages rendered on demand. */
const CACHED_TYPE = /^(application\/json|text\/html)\b/i;

/** Longer URLs (odd queries) are answered but never stored. */
const MAX_KEY_LENGTH = 512;

export interface ResponseCacheOptions {
  /** The app's clock: entries older than ttlMs by it are recomputed. */
  now: () => Date;
  /** Cache-Control sent with every answer from the cache. */
  cacheControl: string;
  ttlMs?: number;
  maxEntries?: number;
  /** Budget for all stored bodies (plain and compressed) together. */
  maxBytes?: number;
}

/** The path plus its query parameters in a stable order, or null when the URL is not cacheable. */
export function cacheKey(url: string): string | null {
  const pathStart = url.startsWith('/') ? 0 : url.indexOf('/', url.indexOf('//') + 2);
  const pathAndQuery = pathStart < 0 ? '/' : url.slice(pathStart);
  if (pathAndQuery.length > MAX_KEY_LENGTH) return null;
  let key = recentKeys.get(pathAndQuery);
  if (key === undefined) {
    key = sortedQuery(pathAndQuery);
    if (recentKeys.size >= 1000) recentKeys.clear();
    recentKeys.set(pathAndQuery, key);
  }
  return key;
}

/** URLs seen lately and their keys: the same few URLs arrive over and over. */
const recentKeys = new Map<string, string>();

function sortedQuery(pathAndQuery: string): string {
  const q = pathAndQuery.indexOf('?');
  if (q < 0) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(q + 1));
  params.sort();
  const query = params.toString();
  return query ? `${pathAndQuery.slice(0, q)}?${query}` : pathAndQuery.slice(0, q);
}

/** The codings an entry is kept in, best first. */
type Encoding = 'br' | 'gzip' | 'identity';
const CODINGS: Encoding[] = ['br', 'gzip'];

/** One coding of an answer: its bytes and every header it is sent with, made once. */
interface Coded {
  body: Uint8Array;
  headers: StoredHeaders;
}

/** One answer (JSON or HTML), ready to send in every coding. */
interface CacheEntry {
  storedAt: number;
  codings: Partial<Record<Encoding, Coded>> & { identity: Coded };
  bytes: number;
}

/**
 * gzip and brotli versions of a body, each only when smaller, at levels fit for a client waiting
 * (brotli 11 is far too slow here; 5 still beats gzip -9), in the thread pool; each with its
 * headers: `shared` (Cache-Control, the security headers) and its own length, coding and ETag.
 */
async function buildEntry(identity: Uint8Array, shared: Record<string, string>, storedAt: number): Promise<CacheEntry> {
  const [gz, br] = await Promise.all([
    gzip(identity),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
  ]);
  // Weak: one tag names the content in every coding (RFC 9110 8.8.1), so any copy revalidates.
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  const coded = (body: Uint8Array, encoding: Encoding): Coded => ({
    body,
    headers: new StoredHeaders({
      ...shared,
      'content-length': String(body.byteLength),
      vary: 'Accept-Encoding',
      etag,
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    }),
  });
  const codings = {
    identity: coded(identity, 'identity'),
    ...(gz.byteLength < identity.byteLength && { gzip: coded(gz, 'gzip') }),
    ...(br.byteLength < identity.byteLength && { br: coded(br, 'br') }),
  };
  const bytes = Object.values(codings).reduce((sum, { body }) => sum + body.byteLength, 0);
  return { storedAt, codings, bytes };
}

/** The best coding kept that the client accepts (Hono's Accept-Encoding parsing); ours first on a tie. */
function encodingFor(c: Context, entry: CacheEntry): Encoding {
  return accepts(c, {
    header: 'Accept-Encoding',
    supports: CODINGS.filter((coding) => entry.codings[coding]),
    default: 'identity',
    match: (offered, { supports, default: fallback }) => {
      const weight = (coding: string) =>
        offered.find((o) => o.type.toLowerCase() === coding)?.q ?? offered.find((o) => o.type === '*')?.q ?? 0;
      return supports.find((coding) => weight(coding) > 0) ?? fallback;
    },
  }) as Encoding;
}

/**
 * An in-memory cache of public GET answers, as Hono middleware: each 200 JSON or HTML body is
 * stored once with its gzip and brotli bytes and an ETag, served in the coding the client accepts.
 * Bounded by `lru-cache` (least recently used out, by entries and by bytes), expires after a
 * short TTL by the app's clock, cleared on every write.
 * Concurrent misses of one key share a single computation.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly pending = new Map<string, Promise<CacheEntry | null>>();
  /** Bumped by clear(): a computation that started earlier must not be stored. */
  private generation = 0;
  /** Off until invalidation is known to work (the change listener is up). */
  private live = false;
  private readonly ttlMs: number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.entries = new LRUCache({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      // Every coding's bytes count; an entry above the whole budget is not stored.
      sizeCalculation: (entry) => Math.max(entry.bytes, 1),
    });
  }

  /** Drops everything stored and every computation in progress. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** Stops storing answers until resume(): invalidation cannot be trusted now. */
  pause(): void {
    this.live = false;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.live = true;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Are answers being stored (not paused)? */
  get isLive(): boolean {
    return this.live;
  }

  /**
   * Serves GETs from the cache, filling it from the route on a miss, in the coding the client
   * accepts, with the entry's ETag (hono/etag, ahead of this, answers 304 from it). While paused,
   * or for an uncacheable URL, the route answers every time (hono/compress and hono/etag do the rest).
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const key = this.live ? cacheKey(c.req.url) : null;
      if (key === null) {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', this.options.cacheControl);
        return;
      }
      const entry = this.lookup(key) ?? (await this.fill(key, c, next));
      if (!entry) return;
      // Replace whatever the route answered (its body is read), headers and all.
      const { body, headers } = entry.codings[encodingFor(c, entry)] ?? entry.codings.identity;
      c.res = undefined;
      c.res = new Response(body as BodyInit, { status: 200, headers });
    };
  }

  private lookup(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.options.now().getTime() - entry.storedAt;
    if (age < 0 || age >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Runs the route once per key at a time; others wait. Null: the answer is not cacheable (c.res holds it). */
  private async fill(key: string, c: Context, next: () => Promise<void>): Promise<CacheEntry | null> {
    const inFlight = this.pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return shared;
      await next();
      return null;
    }
    const generation = this.generation;
    let settle: (entry: CacheEntry | null) => void = () => {};
    const promise = new Promise<CacheEntry | null>((resolve) => (settle = resolve));
    this.pending.set(key, promise);
    let entry: CacheEntry | null = null;
    try {
      entry = await this.compute(c, next);
      if (entry && generation === this.generation) this.store(key, entry);
      return entry;
    } finally {
      settle(entry);
      if (this.pending.get(key) === promise) this.pending.delete(key);
    }
  }

  /** Runs the route; a 200 JSON or HTML answer becomes an entry (null otherwise: c.res holds the answer). */
  private async compute(c: Context, next: () => Promise<void>): Promise<CacheEntry | null> {
    await next();
    const res = c.res;
    const contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !CACHED_TYPE.test(contentType) || res.headers.has('set-cookie')) return null;
    const body = new Uint8Array(await res.arrayBuffer());
    // The security headers every answer gets (http/security-headers.ts), sent from the entry.
    const shared = {
      ...c.var.securityHeaders,
      'content-type': contentType,
      'cache-control': this.options.cacheControl,
    };
    return buildEntry(body, shared, this.options.now().getTime());
  }

  private store(key: string, entry: CacheEntry): void {
    this.entries.set(key, entry);
  }
}
