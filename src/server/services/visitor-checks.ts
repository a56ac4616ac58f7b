import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { loginAttemptsStore } from '../auth/login-attempts-store';
import type { Db } from '../db/client';
import { clientAddress } from '../http/client-address';
import { createRequestBudget } from '../retailer/request-budget';
import { RetailerError } from '../retailer/retailer-errors';

/**
 * Retailer checks a visitor sets off without signing in ('Price changed?' reports and 'Check any
 * Amazon link'): a few a minute per client address and kind of check, counted in the database like
 * failed sign-ins so the limit holds across server processes, and drawn from their own tenth of the
 * day's retailer quota, so scheduled refreshes always keep the rest. Such a check never takes a deal down.
 */
const CHECKS_PER_MINUTE = { 'price-report': 5, 'product-check': 10 } as const;
const WINDOW_MS = 60_000;
/** The visitors' share of CREATORS_DAILY_REQUEST_QUOTA. */
const VISITOR_SHARE = 0.1;

interface VisitorCheckLimitOptions {
  kind: keyof typeof CHECKS_PER_MINUTE;
  db: Db;
  trustedHops: number;
  now: () => Date;
}

/** The per-client limit of a kind of check: 429 with Retry-After past its checks a minute. */
export function visitorCheckLimiter({ kind, db, trustedHops, now }: VisitorCheckLimitOptions): MiddlewareHandler {
  return rateLimiter({
    store: loginAttemptsStore(db, WINDOW_MS, now),
    windowMs: WINDOW_MS,
    limit: CHECKS_PER_MINUTE[kind],
    standardHeaders: 'draft-6',
    keyGenerator: (c) => `${kind}:${clientAddress(c, trustedHops)}`,
    handler: (c) =>
      c.json(
        { data: null, message: 'You asked us to check a lot just now. Try again in a minute.', error: 'rate_limited' },
        429,
      ),
  });
}

/**
 * Books one request on the visitors' share of today's quota (shared by every process); false once the
 * share is spent, and the check should wait for the next scheduled refresh.
 */
export async function takeVisitorShare(db: Db, dailyQuota: number): Promise<boolean> {
  const share = createRequestBudget(db, {
    account: 'visitor-checks',
    intervalMs: 0,
    dailyQuota: Math.max(1, Math.floor(dailyQuota * VISITOR_SHARE)),
  });
  try {
    await share.wait();
    return true;
  } catch (err) {
    if (err instanceof RetailerError && err.kind === 'rate_limited') return false;
    throw err;
  }
}
