import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Encoding, ENCODINGS, etagMatches, pickEncoding } from './negotiation';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Brotli's default (11) is far too slow for a response path; 5 still beats gzip -9. */
const BROTLI_QUALITY = 5;

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
async function compressed(body: Uint8Array): Promise<Partial<Record<Encoding, Uint8Array>>> {
  const [gz, br] = await Promise.all([
    gzip(body),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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
): Promise<CacheEntry> {
  const bodies = compress ? { identity, ...(await compressed(identity)) } : { identity };
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

/** The best coding the client accepts, or 304 when it already holds this content. */
export function answerFor(
  entry: CacheEntry,
  cacheControl: string,
  acceptEncoding?: string,
  ifNoneMatch?: string,
): CachedAnswer {
  const encoding = pickEncoding(acceptEncoding, entry.available) ?? 'identity';
  const headers: Record<string, string> = {
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    etag: entry.etags[encoding],
  };
  if (etagMatches(ifNoneMatch, entry.allEtags)) return { status: 304, headers, body: null };
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
  headers['content-type'] = entry.contentType;
  headers['content-length'] = String(body.byteLength);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { status: 200, headers, body };
}
