import type { Logger } from 'pino';

/** The one log line every request gets. `startedAt` is a performance.now() reading. */
export function logRequest(logger: Logger, method: string, path: string, status: number, startedAt: number): void {
  // Built only when it will be written: the hot paths call this on every request.
  if (!logger.isLevelEnabled('info')) return;
  logger.info({ method, path, status, ms: Math.round((performance.now() - startedAt) * 10) / 10 }, 'request');
}
