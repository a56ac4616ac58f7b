import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { authStateSchema } from '../../schemas/admin';
import type { AppDeps } from '../app-deps';
import { REFRESH_COOKIE, signAccessToken } from '../auth/access-token';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies';
import { rotateRefreshToken } from '../auth/sessions';
import { answers, createRouter, fail, ok } from './router';

const refresh = createRoute({
  method: 'post',
  path: '/tokens/refresh',
  tags: ['Admin: sign-in'],
  summary: 'Renew the session: rotates the refresh token and issues a new access token',
  responses: answers('Renewed.', authStateSchema, [401, 403]),
});

/** POST /tokens/refresh: rotates the refresh token and issues a new access token. */
export function tokensRoutes(deps: AppDeps) {
  const app = createRouter();
  const secure = new URL(deps.env.SITE_URL).protocol === 'https:';

  app.openapi(refresh, async (c) => {
    const now = deps.now();
    const result = await rotateRefreshToken(deps.handle.db, getCookie(c, REFRESH_COOKIE), now);
    if (result.kind === 'rotated') {
      const access = await signAccessToken(deps.authSecret, result.familyId, now.getTime());
      setSessionCookies(c, { access, refresh: result.refreshToken }, secure);
      return ok(c, { admin: true }, 'Session renewed');
    }
    clearSessionCookies(c, secure);
    if (result.kind === 'expired') return fail(c, 403, 'refresh_token_expired', 'Refresh token expired');
    return fail(c, 401, 'not_signed_in', 'Admin sign-in required');
  });

  return app;
}
