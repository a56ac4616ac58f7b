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

/** The token's session family when it is valid and unexpired at `now` (the app's clock); null otherwise. */
export async function verifyAccessToken(
  secret: string,
  token: string | undefined,
  now = Date.now(),
): Promise<string | null> {
  if (!token) return null;
  try {
    // Expiry is checked here against the app's clock rather than the library's.
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    const live = typeof payload.exp === 'number' && payload.exp > Math.floor(now / 1000);
    return live && payload.sub === 'admin' && typeof payload.fam === 'string' ? payload.fam : null;
  } catch {
    return null;
  }
}
