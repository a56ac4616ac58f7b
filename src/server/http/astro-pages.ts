import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { DealPageSource } from '../../schemas/deal-page';
import type { ListingPageSource } from '../../schemas/listing-page';
import type { AppDeps } from '../app-deps';
import { loadDealPage } from '../services/deal-pages';
import { loadListingPage } from '../services/listing-pages';
import type { ResponseCache } from './response-cache';
import { inlineScriptHashes } from './security-headers';

/** The built site: static files to serve, and the renderer of on-demand pages (never served). */
export interface SiteBuild {
  clientDir: string;
  /** dist/server/entry.mjs, the Node adapter's entry; null when the build has none. */
  serverEntry: string | null;
}

/**
 * Where the parts of `astro build` are, given STATIC_DIR: its client folder (dist/client), the
 * server entry beside it (dist/server/entry.mjs). A STATIC_DIR naming the build's root (dist)
 * is read as its client folder, so the server bundle is never served as static files.
 */
export function locateBuild(staticDir: string): SiteBuild {
  const root = path.resolve(staticDir);
  const nested = path.join(root, 'client');
  const clientDir = fs.existsSync(path.join(root, 'server', 'entry.mjs')) && fs.existsSync(nested) ? nested : root;
  const serverEntry = path.join(clientDir, '..', 'server', 'entry.mjs');
  return { clientDir, serverEntry: fs.existsSync(serverEntry) ? serverEntry : null };
}

interface PageLocals {
  dealPages?: DealPageSource;
  listingPages?: ListingPageSource;
}

/** The Node adapter's handler in middleware mode (`@astrojs/node`, mode: 'middleware'). */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: PageLocals) => Promise<void>;

/**
 * The few ServerResponse members Astro's handler writes through, collecting its answer as a
 * web Response: so the page joins the app's middleware (security headers, response cache).
 */
class CollectedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private readonly headers = new Headers();
  private readonly chunks: Buffer[] = [];

  constructor(private readonly settle: (answer: Response | Error) => void) {
    super();
  }

  writeHead(status: number, message?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders): this {
    this.statusCode = status;
    this.headersSent = true;
    for (const [name, value] of Object.entries((typeof message === 'object' ? message : headers) ?? {})) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
        this.headers.append(name, item);
      }
    }
    return this;
  }

  write(chunk: string | Uint8Array, callback?: () => void): boolean {
    this.chunks.push(Buffer.from(chunk));
    callback?.();
    return true;
  }

  end(chunk?: string | Uint8Array): this {
    if (chunk !== undefined) this.chunks.push(Buffer.from(chunk));
    const body = [204, 304].includes(this.statusCode) ? null : Buffer.concat(this.chunks);
    this.settle(new Response(body, { status: this.statusCode, headers: this.headers }));
    this.emit('finish');
    return this;
  }

  destroy(error?: Error): this {
    this.settle(error ?? new Error('the page stopped rendering'));
    this.emit('close');
    return this;
  }
}

/** Renders a request through Astro; null when Astro has no page for it. */
async function render(handler: AstroHandler, req: IncomingMessage, locals: PageLocals): Promise<Response | null> {
  const answer = await new Promise<Response | null>((resolve, reject) => {
    const res = new CollectedResponse((settled) => (settled instanceof Error ? reject(settled) : resolve(settled)));
    handler(req, res as unknown as ServerResponse, () => resolve(null), locals).catch(reject);
  });
  // Astro names no charset; the page's <meta charset> would, later.
  if (answer?.headers.get('content-type') === 'text/html')
    answer.headers.set('content-type', 'text/html; charset=utf-8');
  return answer;
}

/** A GET request of a path made by the server itself, for Astro's handler. */
function ownRequest(path: string): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = path;
  req.headers = { host: 'localhost' };
  req.push(null);
  return req;
}

/**
 * The inline scripts the on-demand pages can hold (Astro's island runtime and the hydration
 * directives of their islands), for the CSP: the home page rendered once without data has
 * every island of the listing pages. Deal pages hold no others (tests/e2e/deal-page.spec.ts).
 */
async function onDemandScriptHashes(handler: AstroHandler): Promise<string[]> {
  const shell = await render(handler, ownRequest('/'), {});
  return shell?.ok ? inlineScriptHashes(await shell.text()) : [];
}

/** The pages the build renders on demand: the home listing, the category listings and the deal pages. */
const ON_DEMAND = ['/', '/category/*', '/deal/*'];

/**
 * The on-demand pages of the build (`/`, `/category/*`, `/deal/*`), rendered by Astro's handler with our data in
 * `locals` and served through the response cache: a fresh page is answered ahead of the
 * framework (http/cached-reads.ts), and every data change clears it like the API's reads.
 */
export async function astroPages(
  serverEntry: string,
  deps: Pick<AppDeps, 'handle' | 'env' | 'now'>,
  cache: ResponseCache,
  load = { deal: loadDealPage, listing: loadListingPage },
): Promise<{ routes: Hono<{ Bindings: HttpBindings }>; scriptHashes: string[] }> {
  // Astro's handler installs a process-wide unhandledRejection logger, which would keep a bug
  // anywhere in the server from stopping it as Node does: the process keeps its own policy.
  const ownListeners = new Set(process.listeners('unhandledRejection'));
  const { handler } = (await import(pathToFileURL(serverEntry).href)) as { handler: AstroHandler };
  for (const listener of process.listeners('unhandledRejection')) {
    if (!ownListeners.has(listener)) process.off('unhandledRejection', listener);
  }
  const locals: PageLocals = {
    dealPages: {
      siteUrl: deps.env.SITE_URL,
      load: (asin) => load.deal(deps.handle.db, asin, deps.now()),
    },
    listingPages: {
      siteUrl: deps.env.SITE_URL,
      load: (category) => load.listing(deps.handle.db, category, deps.now()),
    },
  };
  const routes = new Hono<{ Bindings: HttpBindings }>();
  for (const path of ON_DEMAND) {
    routes.use(path, cache.middleware());
    routes.get(path, async (c, next) => {
      const answer = await render(handler, c.env.incoming, locals);
      if (answer) return answer;
      await next();
    });
  }
  return { routes, scriptHashes: await onDemandScriptHashes(handler) };
}
