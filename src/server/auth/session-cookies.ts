import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { ACCESS_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from './access-token';

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'Strict' as const, path: '/', secure });

/** Sets both session cookies: httpOnly, SameSite=Strict, Secure when the site is served over https. */
export function setSessionCookies(c: Context, tokens: { access: string; refresh: string }, secure: boolean) {
  setCookie(c, ACCESS_COOKIE, tokens.access, { ...options(secure), maxAge: ACCESS_TOKEN_TTL_SECONDS });
  setCookie(c, REFRESH_COOKIE, tokens.refresh, { ...options(secure), maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearSessionCookies(c: Context, secure: boolean) {
  deleteCookie(c, ACCESS_COOKIE, options(secure));
  deleteCookie(c, REFRESH_COOKIE, options(secure));
}
