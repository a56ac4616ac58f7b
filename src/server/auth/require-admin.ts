import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError } from '../http/errors';
import { ACCESS_COOKIE, verifyAccessToken } from './access-token';

export interface AdminGate {
  secret: string;
  /** False once the session family was signed out or revoked. */
  isFamilyActive(familyId: string): Promise<boolean>;
  /** The app's clock; defaults to the real one. */
  now?: () => Date;
}

/** Lets the request through only with a valid, unrevoked admin access token; 401 otherwise. */
export function requireAdmin(gate: AdminGate): MiddlewareHandler {
  return async (c, next) => {
    const family = await verifyAccessToken(gate.secret, getCookie(c, ACCESS_COOKIE), gate.now?.().getTime());
    if (!family || !(await gate.isFamilyActive(family))) {
      throw new ApiError(401, 'not_signed_in', 'Admin sign-in required');
    }
    await next();
  };
}
