import { sign, verify } from 'hono/jwt';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A short-lived admin access token (HS256 JWT). */
export async function signAccessToken(secret: string, familyId: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign({ sub: 'admin', fam: familyId, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }, secret, 'HS256');
}

/** The token's session family when it is valid and unexpired; null otherwise. */
export async function verifyAccessToken(secret: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const payload = await verify(token, secret, 'HS256');
    return payload.sub === 'admin' && typeof payload.fam === 'string' ? payload.fam : null;
  } catch {
    return null;
  }
}
