import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { authStateSchema, loginBodySchema } from '../../schemas/admin';
import type { AppDeps } from '../app-deps';
import { ACCESS_COOKIE, REFRESH_COOKIE, signAccessToken, verifyAccessToken } from '../auth/access-token';
import { verifyAdminKey } from '../auth/admin-key';
import { loginLimiter } from '../auth/login-limiter';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { familyOfRefreshToken, isFamilyActive, revokeFamily, startSession } from '../auth/sessions';
import { ApiError } from '../http/errors';
import { answers, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

const tags = ['Admin: sign-in'];
const routes = {
  login: createRoute({
    method: 'post',
    path: '/api/auth/login',
    tags,
    summary: 'Sign in with the admin key; sets the session cookies',
    request: { body: jsonBody(loginBodySchema) },
    responses: answers('Signed in.', authStateSchema, [...WITH_BODY, 401, 429]),
  }),
  logout: createRoute({
    method: 'post',
    path: '/api/auth/logout',
    tags,
    summary: 'Sign out: ends the session and clears its cookies',
    responses: answers('Signed out.', authStateSchema),
  }),
  me: createRoute({
    method: 'get',
    path: '/api/auth/me',
    tags,
    summary: 'Is this browser signed in? (never 401)',
    responses: answers('Signed in or not, and whether the session can be renewed.', authStateSchema),
  }),
};

/** Admin sign-in, sign-out and "am I signed in". */
export function authRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = deps.handle.db;
  const secure = new URL(deps.env.SITE_URL).protocol === 'https:';

  const limitSignIns = loginLimiter({ db, trustedHops: deps.env.TRUST_PROXY, now: deps.now });
  app.openapi({ ...routes.login, middleware: [limitSignIns, readJsonBody] }, async (c) => {
    const { key } = c.req.valid('json');
    if (!(await verifyAdminKey(deps.adminKey, key))) throw new ApiError(401, 'not_signed_in', 'Invalid admin key');
    const now = deps.now();
    const session = await startSession(db, now);
    const access = await signAccessToken(deps.authSecret, session.familyId, now.getTime());
    setSessionCookies(c, { access, refresh: session.refreshToken }, secure);
    return ok(c, { admin: true }, 'Admin access granted');
  });

  app.openapi(routes.logout, async (c) => {
    const family =
      (await familyOfRefreshToken(db, getCookie(c, REFRESH_COOKIE))) ??
      (await verifyAccessToken(deps.authSecret, getCookie(c, ACCESS_COOKIE), deps.now().getTime()));
    if (family) await revokeFamily(db, family, deps.now());
    clearSessionCookies(c, secure);
    return ok(c, { admin: false }, 'Admin access revoked');
  });

  // Never 401: the site asks this to decide what to show.
  app.openapi(routes.me, async (c) => {
    c.header('Cache-Control', 'no-store');
    const family = await verifyAccessToken(deps.authSecret, getCookie(c, ACCESS_COOKIE), deps.now().getTime());
    if (family !== null && (await isFamilyActive(db, family))) return ok(c, { admin: true });
    // The client renews only when there is something to renew with: no needless refused refresh.
    return ok(c, { admin: false, renewable: getCookie(c, REFRESH_COOKIE) !== undefined });
  });

  return app;
}
