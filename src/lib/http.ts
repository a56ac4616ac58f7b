import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { ApiEnvelope } from '../schemas/api';
import { siteConfig } from '../config/site';

const REFRESH_EXPIRED_MESSAGE = 'Refresh token expired';
const NO_REFRESH = ['/tokens/refresh', '/api/auth/login'];

const log = (...args: unknown[]) => {
  if (import.meta.env.MODE !== 'test') console.info('[http]', ...args);
};

/** Raised for every failed call; carries the status and the server's message when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
  }
}

let sessionExpired: () => void = () => {};

/** What to do when a refresh says the session has expired for good (the admin app sets it). */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

let refreshing: Promise<boolean> | null = null;

/** One POST /tokens/refresh at a time; true when the session was renewed. */
async function refreshSession(base: string): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${base}/tokens/refresh`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
      });
      log('POST', '/tokens/refresh', res.status);
      if (res.status === 403) {
        const body = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
        if (body?.message === REFRESH_EXPIRED_MESSAGE) sessionExpired();
        return false;
      }
      return res.ok;
    } catch (err) {
      log('refresh failed', err);
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

function createClient(base: string): KyInstance {
  return ky.create({
    credentials: 'include',
    timeout: siteConfig.requestTimeoutMs,
    retry: 0,
    headers: { 'content-type': 'application/json' },
    hooks: {
      beforeRequest: [(request) => log(request.method, request.url)],
      afterResponse: [
        async (request, options, response) => {
          log(request.method, request.url, response.status);
          const path = new URL(request.url).pathname;
          const retried = request.headers.get('x-retried') === '1';
          if (response.status !== 401 || retried || NO_REFRESH.includes(path)) return response;
          if (!(await refreshSession(base))) return response;
          const headers = new Headers(options.headers);
          headers.set('x-retried', '1');
          return ky(request, { ...options, headers, hooks: {}, retry: 0 });
        },
      ],
    },
  });
}

const client = createClient(siteConfig.apiBaseUrl);

async function send<T>(method: string, path: string, body?: unknown, options: Options = {}): Promise<ApiEnvelope<T>> {
  try {
    return await client(`${siteConfig.apiBaseUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { json: body }),
      ...options,
    }).json<ApiEnvelope<T>>();
  } catch (err) {
    if (err instanceof HTTPError) {
      const payload = (await err.response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
      log(method, path, 'failed', err.response.status, payload?.message);
      throw new ApiRequestError(payload?.message ?? err.message, err.response.status, payload?.message);
    }
    log(method, path, 'failed', err);
    throw new ApiRequestError(err instanceof Error ? err.message : String(err), 0, undefined);
  }
}

/** The one HTTP client: JSON, cookies, 10 s timeout, one refresh and retry on 401. */
export const http = {
  get: <T>(path: string, searchParams?: Record<string, string | number | boolean | undefined>) =>
    send<T>('GET', path, undefined, searchParams ? { searchParams: clean(searchParams) } : {}),
  post: <T>(path: string, body: unknown = {}) => send<T>('POST', path, body),
  put: <T>(path: string, body: unknown = {}) => send<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown = {}) => send<T>('PATCH', path, body),
  delete: <T>(path: string) => send<T>('DELETE', path),
};

/**
 * Is this browser signed in as the admin? Asks GET /api/auth/me (never a 401); when the access
 * token has lapsed but the refresh token is still good (after a break, a reload), renews the
 * session once with POST /tokens/refresh and asks again. Only a refresh answered 'Refresh token
 * expired' ends the session (the handler given to onSessionExpired).
 */
export async function adminSessionAlive(): Promise<boolean> {
  const me = async () => (await http.get<{ admin?: boolean; renewable?: boolean }>('/api/auth/me')).data;
  const first = await me();
  if (first?.admin === true) return true;
  if (first?.renewable !== true || !(await refreshSession(siteConfig.apiBaseUrl))) return false;
  return (await me())?.admin === true;
}

function clean(params: Record<string, string | number | boolean | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = String(v);
  return out;
}
