import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { Db } from '../db/client';
import { clientAddress } from '../http/client-address';
import { loginAttemptsStore } from './login-attempts-store';

const LOGIN_ATTEMPTS = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const minutesLeft = (resetTime: Date | undefined) =>
  Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + LOGIN_WINDOW_MS) - Date.now()) / 60_000));

interface LoginLimiterOptions {
  db: Db;
  /** Proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustedHops: number;
  now: () => Date;
}

/**
 * Sign-in attempts per client address: 10 failed attempts per 15 minutes, then 429 with Retry-After.
 * Counted in the database, so the limit holds across server processes.
 */
export function loginLimiter({ db, trustedHops, now }: LoginLimiterOptions): MiddlewareHandler {
  return rateLimiter({
    store: loginAttemptsStore(db, LOGIN_WINDOW_MS, now),
    windowMs: LOGIN_WINDOW_MS,
    limit: LOGIN_ATTEMPTS,
    standardHeaders: 'draft-6',
    // A successful sign-in does not use up an attempt.
    skipSuccessfulRequests: true,
    keyGenerator: (c) => clientAddress(c, trustedHops),
    handler: (c) => {
      const info = c.get('rateLimit' as never) as { resetTime?: Date } | undefined;
      const n = minutesLeft(info?.resetTime);
      const message = `Too many sign-in attempts. Try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`;
      return c.json({ data: null, message, error: 'rate_limited' }, 429);
    },
  });
}
