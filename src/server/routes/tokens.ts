import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AuthState } from '../../schemas/admin';
import type { AppDeps } from '../app-deps';
import { REFRESH_COOKIE, signAccessToken } from '../auth/access-token';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { rotateRefreshToken } from '../auth/sessions';
import { ok } from '../http/respond';

/** POST /tokens/refresh: rotates the refresh token and issues a new access token. */
export function tokensRoutes(deps: AppDeps) {
  const app = new Hono();
  const secure = new URL(deps.env.SITE_URL).protocol === 'https:';

  app.post('/tokens/refresh', async (c) => {
    const now = deps.now();
    const result = await rotateRefreshToken(deps.handle.db, getCookie(c, REFRESH_COOKIE), now);
    if (result.kind === 'rotated') {
      const access = await signAccessToken(deps.authSecret, result.familyId, now.getTime());
      setSessionCookies(c, { access, refresh: result.refreshToken }, secure);
      return ok<AuthState>(c, { admin: true }, 'Session renewed');
    }
    clearSessionCookies(c, secure);
    if (result.kind === 'expired') {
      return c.json({ data: null, message: 'Refresh token expired', error: 'refresh_token_expired' }, 403);
    }
    return c.json({ data: null, message: 'Admin sign-in required', error: 'not_signed_in' }, 401);
  });

  return app;
}
