import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** The one log line every request gets, at `info` (so LOG_LEVEL=warn writes none): method, path, status, ms. */
export function requestLog(logger: Logger): MiddlewareHandler {
  const timed: MiddlewareHandler = async (c, next) => {
    const startedAt = performance.now();
    await next();
    const ms = Math.round((performance.now() - startedAt) * 10) / 10;
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
  // Timed and built only when it will be written.
  return (c, next) => (logger.isLevelEnabled('info') ? timed(c, next) : next());
}
