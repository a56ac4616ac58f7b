import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { DealPageSource } from '../../schemas/deal-page';
import type { AppDeps } from '../app-deps';
import { loadDealPage } from '../services/deal-pages';
import type { ResponseCache } from './response-cache';

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
  dealPages: DealPageSource;
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

/**
 * The on-demand pages of the build (`/deal/*`), rendered by Astro's handler with our data in
 * `locals` and served through the response cache: a fresh page is answered ahead of the
 * framework (http/cached-reads.ts), and every data change clears it like the API's reads.
 */
export async function astroPages(
  serverEntry: string,
  deps: Pick<AppDeps, 'handle' | 'env' | 'now'>,
  cache: ResponseCache,
  load = loadDealPage,
): Promise<Hono<{ Bindings: HttpBindings }>> {
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
      load: (asin) => load(deps.handle.db, asin, deps.now()),
    },
  };
  const pages = new Hono<{ Bindings: HttpBindings }>();
  pages.use('/deal/*', cache.middleware());
  pages.get('/deal/*', async (c, next) => {
    const answer = await render(handler, c.env.incoming, locals);
    if (answer) return answer;
    await next();
  });
  return pages;
}
