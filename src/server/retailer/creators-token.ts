import { z } from 'zod';
import { RetailerError } from './retailer-errors';

export type CredentialVersion = '2.1' | '2.2' | '2.3' | '3.1' | '3.2' | '3.3';

/** Token endpoints per credential version: 2.x Cognito, 3.x Login with Amazon. */
const TOKEN_URLS: Record<CredentialVersion, string> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** A token is renewed this long before it expires. */
const RENEW_BEFORE_MS = 60_000;

const tokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().default(3600),
});

export interface TokenSourceOptions {
  credentialId: string;
  credentialSecret: string;
  version: CredentialVersion;
  /** Overrides the version's endpoint (tests, proxies). */
  tokenUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

const isCognito = (version: CredentialVersion) => version.startsWith('2.');

/** OAuth2 client-credentials tokens for the Creators API, cached until shortly before expiry. */
export function createTokenSource(options: TokenSourceOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = options.tokenUrl ?? TOKEN_URLS[options.version];
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const cognito = isCognito(options.version);
    const body = cognito
      ? new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'creatorsapi/default',
          client_id: options.credentialId,
          client_secret: options.credentialSecret,
        }).toString()
      : JSON.stringify({
          grant_type: 'client_credentials',
          client_id: options.credentialId,
          client_secret: options.credentialSecret,
          scope: 'creatorsapi::default',
        });
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': cognito ? 'application/x-www-form-urlencoded' : 'application/json',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new RetailerError('unavailable', 'Retailer sign-in could not be reached');
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const detail = (json as { error_description?: string; error?: string } | null) ?? {};
      const reason = detail.error_description ?? detail.error ?? `HTTP ${res.status}`;
      throw new RetailerError(res.status >= 500 ? 'unavailable' : 'auth', `Retailer sign-in failed: ${reason}`);
    }
    const parsed = tokenReply.safeParse(json);
    if (!parsed.success) throw new RetailerError('auth', 'Retailer sign-in failed: no access token in the reply');
    cached = { token: parsed.data.access_token, renewAt: now() + parsed.data.expires_in * 1000 - RENEW_BEFORE_MS };
    return cached.token;
  }

  return {
    /** The Authorization header value; fetches a token when none is cached or it is about to expire. */
    async authorization(): Promise<string> {
      let token: string;
      if (cached && now() < cached.renewAt) token = cached.token;
      else {
        pending ??= requestToken().finally(() => (pending = null));
        token = await pending;
      }
      return isCognito(options.version) ? `Bearer ${token}, Version ${options.version}` : `Bearer ${token}`;
    },
    /** Drops the cached token (after a 401 TokenExpired). */
    invalidate() {
      cached = null;
    },
  };
}

export type TokenSource = ReturnType<typeof createTokenSource>;
