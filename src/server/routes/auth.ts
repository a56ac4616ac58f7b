import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { loginBodySchema, type AuthState } from '../../schemas/admin';
import type { AppDeps } from '../app-deps';
import { ACCESS_COOKIE, REFRESH_COOKIE, signAccessToken, verifyAccessToken } from '../auth/access-token';
import { verifyAdminKey } from '../auth/admin-key';
import { loginLimiter } from '../auth/login-limiter';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { familyOfRefreshToken, isFamilyActive, revokeFamily, startSession } from '../auth/sessions';
import { ApiError } from '../http/errors';
import { parseJsonBody } from '../http/parse-input';
import { ok } from '../http/respond';

/** Admin sign-in, sign-out and "am I signed in". */
export function authRoutes(deps: AppDeps) {
  const app = new Hono();
  const db = deps.handle.db;
  const secure = new URL(deps.env.SITE_URL).protocol === 'https:';

  const limitSignIns = loginLimiter({ db, trustedHops: deps.env.TRUST_PROXY, now: deps.now });
  app.post('/api/auth/login', limitSignIns, async (c) => {
    const { key } = await parseJsonBody(c, loginBodySchema);
    if (!(await verifyAdminKey(deps.adminKey, key))) throw new ApiError(401, 'not_signed_in', 'Invalid admin key');
    const now = deps.now();
    const session = await startSession(db, now);
    const access = await signAccessToken(deps.authSecret, session.familyId, now.getTime());
    setSessionCookies(c, { access, refresh: session.refreshToken }, secure);
    return ok<AuthState>(c, { admin: true }, 'Admin access granted');
  });

  app.post('/api/auth/logout', async (c) => {
    const family =
      (await familyOfRefreshToken(db, getCookie(c, REFRESH_COOKIE))) ??
      (await verifyAccessToken(deps.authSecret, getCookie(c, ACCESS_COOKIE), deps.now().getTime()));
    if (family) await revokeFamily(db, family, deps.now());
    clearSessionCookies(c, secure);
    return ok<AuthState>(c, { admin: false }, 'Admin access revoked');
  });

  // Never 401: the site asks this to decide what to show.
  app.get('/api/auth/me', async (c) => {
    c.header('Cache-Control', 'no-store');
    const family = await verifyAccessToken(deps.authSecret, getCookie(c, ACCESS_COOKIE), deps.now().getTime());
    if (family !== null && (await isFamilyActive(db, family))) return ok<AuthState>(c, { admin: true });
    // The client renews only when there is something to renew with: no needless refused refresh.
    return ok<AuthState>(c, { admin: false, renewable: getCookie(c, REFRESH_COOKIE) !== undefined });
  });

  return app;
}
