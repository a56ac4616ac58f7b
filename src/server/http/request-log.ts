import type { Logger } from 'pino';

/** The one log line every request gets. `startedAt` is a performance.now() reading. */
export function logRequest(logger: Logger, method: string, path: string, status: number, startedAt: number): void {
  logger.info({ method, path, status, ms: Math.round((performance.now() - startedAt) * 10) / 10 }, 'request');
}
