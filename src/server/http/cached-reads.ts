import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logRequest } from './request-log';
import type { ResponseCache } from './response-cache';

/**
 * A node:http listener that answers GETs found fresh in the cache itself, and hands every
 * other request to `app`: cached reads skip the framework, as a static file would. Its answers
 * carry `headersFor(path)` too (the security headers the app adds to its own).
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
    const answer = cache.hit(req.url, req.headers['accept-encoding'], req.headers['if-none-match']);
    if (!answer) return app(req, res);
    const q = req.url.indexOf('?');
    const path = q < 0 ? req.url : req.url.slice(0, q);
    res.writeHead(answer.status, { ...headersFor(path), ...answer.headers });
    res.end(answer.body ?? undefined);
    logRequest(logger, 'GET', path, answer.status, startedAt);
  };
}
