import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { RETAILER_IMAGE_HOSTS } from '../../rules/retailer-hosts';

// The security headers of every answer, pages and API alike: the server sends them through
// Hono's secureHeaders, and the build writes them into Netlify's `_headers`.

/** What the headers depend on. */
export interface SecurityPolicy {
  /** Strict-Transport-Security only when the site is served over https. */
  https: boolean;
  /** CSP sources ('sha256-…') of the inline scripts of the built pages. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;

/** Does a script element of these attributes run? Data blocks (JSON-LD) do not: the CSP does not apply to them. */
function runs(attributes: string): boolean {
  const type = SCRIPT_TYPE.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === 'module' || type.endsWith('javascript');
}

/** The hash sources of the inline scripts of one HTML page (not those loaded by src, nor data blocks). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, body]) => body !== '' && !/\bsrc\s*=/i.test(attributes) && runs(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The inline script hashes of every page of a built site, each once (none when it is not built).
 * The pages rendered on demand add theirs (http/astro-pages.ts).
 */
export function siteScriptHashes(dir: string): string[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  const pages = files.filter((f) => f.endsWith('.html')).sort();
  return [...new Set(pages.flatMap((f) => inlineScriptHashes(fs.readFileSync(path.join(dir, f), 'utf8'))))];
}

/** The policy of this server: its SITE_URL, the site built into STATIC_DIR and the inline scripts of its on-demand pages. */
export function securityPolicy(
  env: { SITE_URL: string; STATIC_DIR: string },
  onDemandScriptHashes: string[] = [],
): SecurityPolicy {
  const built = siteScriptHashes(path.resolve(env.STATIC_DIR));
  return { https: env.SITE_URL.startsWith('https:'), scriptHashes: [...new Set([...built, ...onDemandScriptHashes])] };
}

const retailerImages = RETAILER_IMAGE_HOSTS.map((host) => `https://${host}`);

/**
 * Which set an answer gets: 'page' for the site (HTML, files), 'api' for the JSON API, where a
 * short policy says the same (nothing may load, nothing may frame it) in a tenth of the bytes.
 */
export type HeaderSet = 'page' | 'api';

/** The set for a request path: the JSON API gets the short one. */
const headerSetOf = (path: string): HeaderSet => (path.startsWith('/api/') ? 'api' : 'page');

function secureHeadersOptions(
  { https, scriptHashes }: SecurityPolicy,
  set: HeaderSet,
): Parameters<typeof secureHeaders>[0] {
  if (set === 'api') {
    // Only what a JSON answer needs; every header costs each cached read (`npm run bench`).
    return {
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: true,
      strictTransportSecurity: https,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      overwrite: false,
    };
  }
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Only our own bundles and the inline scripts Astro emitted at build time: an injected
      // script or a javascript: link does not run.
      scriptSrc: ["'self'", ...scriptHashes],
      // Style attributes are in our markup; styles can load nothing from elsewhere (img-src, font-src).
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: is what the social image generator renders through (html-to-image).
      imgSrc: ["'self'", 'data:', ...retailerImages],
      // The social image generator also fetches the product images to draw them.
      connectSrc: ["'self'", ...retailerImages],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      browsingTopics: [],
    },
    // A route's own stricter header (the demo images' CSP) is kept.
    overwrite: false,
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The security headers this answer gets, as a record (set by securityHeaders before the routes run). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Hono middleware that adds the headers to every answer: the page set, or the API set under /api/.
 * Each set is also made once as a record and handed down as `c.var.securityHeaders`, so that an
 * answer kept for reuse (http/response-cache.ts) carries them already: Hono's secureHeaders then
 * finds every header present and writes none.
 */
export function securityHeaders(policy: SecurityPolicy): MiddlewareHandler {
  const sets = (['page', 'api'] as const).map((set) => {
    const made = {
      middleware: secureHeaders(secureHeadersOptions(policy, set)),
      record: null as Record<string, string> | null,
    };
    const ready = securityHeaderRecord(policy, set).then((record) => (made.record = Object.freeze(record)));
    return { made, ready };
  });
  return async (c, next) => {
    const { made, ready } = sets[headerSetOf(c.req.path) === 'api' ? 1 : 0];
    c.set('securityHeaders', made.record ?? (await ready));
    return made.middleware(c, next);
  };
}

/** One set as a record, for answers sent outside Hono (a static host's `_headers`). */
export async function securityHeaderRecord(
  policy: SecurityPolicy,
  set: HeaderSet = 'page',
): Promise<Record<string, string>> {
  const probe = new Hono().use(secureHeaders(secureHeadersOptions(policy, set))).all('*', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers);
}
