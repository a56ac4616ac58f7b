import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logRequest } from './request-log';
import type { ResponseCache } from './response-cache';

/**
 * A node:http listener that answers GETs found fresh in the cache itself, and hands every
 * other request to `app`: cached reads skip the framework, as a static file would. Its answers
 * carry `headers` too (the security headers the app adds to its own).
 */
export function serveCachedReads(
  cache: ResponseCache,
  app: RequestListener,
  logger: Logger,
  headers: Readonly<Record<string, string>> = {},
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || !req.url) return app(req, res);
    const startedAt = performance.now();
    const answer = cache.hit(req.url, req.headers['accept-encoding'], req.headers['if-none-match']);
    if (!answer) return app(req, res);
    res.writeHead(answer.status, { ...headers, ...answer.headers });
    res.end(answer.body ?? undefined);
    const q = req.url.indexOf('?');
    logRequest(logger, 'GET', q < 0 ? req.url : req.url.slice(0, q), answer.status, startedAt);
  };
}
