import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logRequest } from './request-log';
import type { ResponseCache } from './response-cache';

/**
 * A node:http listener that answers GETs found fresh in the cache itself, and hands every
 * other request to `app`: cached reads skip the framework, as a static file would. Its answers
 * carry `headersFor(path)` too (the security headers the app adds to its own); `headersFor`
 * must return the same object for the same set, as the header block is kept per entry.
 */
export function serveCachedReads(
  cache: ResponseCache,
  app: RequestListener,
  logger: Logger,
  headersFor: (path: string) => Readonly<Record<string, string>> = () => ({}),
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || !req.url) return app(req, res);
    const startedAt = performance.now();
    const q = req.url.indexOf('?');
    const path = q < 0 ? req.url : req.url.slice(0, q);
    const answer = cache.hit(req.url, req.headers['accept-encoding'], req.headers['if-none-match'], headersFor(path));
    if (!answer) return app(req, res);
    // A flat header list built once per entry: nothing to copy or merge per request.
    res.writeHead(answer.status, answer.headers as string[]);
    res.end(answer.body ?? undefined);
    logRequest(logger, 'GET', path, answer.status, startedAt);
  };
}
