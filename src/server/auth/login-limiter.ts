import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';

const LOGIN_ATTEMPTS = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The caller's address from the Node socket; requests without one share a bucket. */
function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

const minutesLeft = (resetTime: Date | undefined) =>
  Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + LOGIN_WINDOW_MS) - Date.now()) / 60_000));

/** Sign-in attempts per IP: 10 failed attempts per 15 minutes, then 429 with Retry-After. */
export function loginLimiter(): MiddlewareHandler {
  return rateLimiter({
    windowMs: LOGIN_WINDOW_MS,
    limit: LOGIN_ATTEMPTS,
    standardHeaders: 'draft-6',
    // A successful sign-in does not use up an attempt.
    skipSuccessfulRequests: true,
    keyGenerator: clientIp,
    handler: (c) => {
      const info = c.get('rateLimit' as never) as { resetTime?: Date } | undefined;
      const n = minutesLeft(info?.resetTime);
      const message = `Too many sign-in attempts. Try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`;
      return c.json({ data: null, message, error: 'rate_limited' }, 429);
    },
  });
}
