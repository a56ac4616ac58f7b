import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Encoding, ENCODINGS, etagMatches, pickEncoding } from './negotiation';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * How hard to compress: 'response' for answers made while a client waits (brotli 11 is far too
 * slow there; 5 still beats gzip -9), 'build' for files compressed once at start-up.
 */
export type CompressionEffort = 'response' | 'build';
const LEVELS: Record<CompressionEffort, { gzip: number; brotli: number }> = {
  response: { gzip: zlib.constants.Z_DEFAULT_COMPRESSION, brotli: 5 },
  build: { gzip: zlib.constants.Z_BEST_COMPRESSION, brotli: zlib.constants.BROTLI_MAX_QUALITY },
};

/** One answer (JSON or HTML), ready to send in every coding. */
export interface CacheEntry {
  storedAt: number;
  contentType: string;
  bodies: Partial<Record<Encoding, Uint8Array>> & { identity: Uint8Array };
  etags: Record<Encoding, string>;
  allEtags: string[];
  available: Encoding[];
  bytes: number;
}

/** What to send for an entry: status, headers and body. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** gzip and brotli versions of a body, each only when smaller than the body itself. */
async function compressed(body: Uint8Array, effort: CompressionEffort): Promise<Partial<Record<Encoding, Uint8Array>>> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: LEVELS[effort].gzip }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  return { ...(gz.byteLength < body.byteLength && { gzip: gz }), ...(br.byteLength < body.byteLength && { br }) };
}

/** An entry for a body; compression (in the thread pool) only when it will be stored. */
export async function buildEntry(
  identity: Uint8Array,
  contentType: string,
  storedAt: number,
  compress: boolean,
  effort: CompressionEffort = 'response',
): Promise<CacheEntry> {
  const bodies = compress ? { identity, ...(await compressed(identity, effort)) } : { identity };
  const hash = createHash('sha1').update(identity).digest('base64url');
  // One entity tag per representation; all name the same content.
  const etags = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  return {
    storedAt,
    contentType,
    bodies,
    etags,
    allEtags: Object.values(etags),
    available: ENCODINGS.filter((e) => bodies[e]),
    bytes: Object.values(bodies).reduce((sum, body) => sum + body.byteLength, 0),
  };
}

/** The coding to send and whether the client already holds this content. */
function choose(entry: CacheEntry, acceptEncoding?: string, ifNoneMatch?: string) {
  return {
    encoding: pickEncoding(acceptEncoding, entry.available) ?? 'identity',
    notModified: etagMatches(ifNoneMatch, entry.allEtags),
  };
}

/** The best coding the client accepts, or 304 when it already holds this content. */
export function answerFor(
  entry: CacheEntry,
  cacheControl: string,
  acceptEncoding?: string,
  ifNoneMatch?: string,
): CachedAnswer {
  const { encoding, notModified } = choose(entry, acceptEncoding, ifNoneMatch);
  return answerIn(entry, cacheControl, encoding, notModified);
}

function answerIn(entry: CacheEntry, cacheControl: string, encoding: Encoding, notModified: boolean): CachedAnswer {
  const headers: Record<string, string> = {
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    etag: entry.etags[encoding],
  };
  if (notModified) return { status: 304, headers, body: null };
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
  headers['content-type'] = entry.contentType;
  headers['content-length'] = String(body.byteLength);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { status: 200, headers, body };
}

/**
 * An answer for node:http's writeHead: the header block as flat name/value pairs, built once
 * per entry and coding, so a hot read copies no header object and checks no header twice.
 */
export interface WireAnswer {
  status: 200 | 304;
  headers: readonly string[];
  body: Uint8Array | null;
}

interface WireAnswers {
  cacheControl: string;
  extraHeaders: Readonly<Record<string, string>>;
  byEncoding: Partial<Record<Encoding, { ok: WireAnswer; notModified: WireAnswer }>>;
}

const wireAnswers = new WeakMap<CacheEntry, WireAnswers>();

/** The answer's headers after `extraHeaders` (the security set; the entry's own win), as flat pairs. */
function flatHeaders(extraHeaders: Readonly<Record<string, string>>, own: Record<string, string>): string[] {
  return Object.entries({ ...extraHeaders, ...own }).flat();
}

/** answerFor for node:http, with `extraHeaders` added; the header blocks are kept with the entry. */
export function wireAnswerFor(
  entry: CacheEntry,
  cacheControl: string,
  extraHeaders: Readonly<Record<string, string>>,
  acceptEncoding?: string,
  ifNoneMatch?: string,
): WireAnswer {
  const { encoding, notModified } = choose(entry, acceptEncoding, ifNoneMatch);
  let kept = wireAnswers.get(entry);
  if (!kept || kept.cacheControl !== cacheControl || kept.extraHeaders !== extraHeaders) {
    kept = { cacheControl, extraHeaders, byEncoding: {} };
    wireAnswers.set(entry, kept);
  }
  let answers = kept.byEncoding[encoding];
  if (!answers) {
    const ok = answerIn(entry, cacheControl, encoding, false);
    const notModifiedHeaders = answerIn(entry, cacheControl, encoding, true).headers;
    answers = {
      ok: { status: 200, headers: flatHeaders(extraHeaders, ok.headers), body: ok.body },
      notModified: { status: 304, headers: flatHeaders(extraHeaders, notModifiedHeaders), body: null },
    };
    kept.byEncoding[encoding] = answers;
  }
  return notModified ? answers.notModified : answers.ok;
}
