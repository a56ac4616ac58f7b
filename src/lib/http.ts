import type { KyInstance, Options } from 'ky';
import { loadAnswerSchema, loadEnvelopeSchemas, type Answer, type AnswerName } from '../schemas/answers';
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

// ky, zod and the envelope's schemas load with the first call rather than with the page.
const loadKy = () => import('ky');

/** The message of a refusal, when its body is the API's error answer. */
async function refusalMessage(body: unknown): Promise<string | undefined> {
  const { errorBodySchema } = await loadEnvelopeSchemas();
  return errorBodySchema.safeParse(body).data?.message;
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
        const message = await refusalMessage(await res.json().catch(() => null));
        if (message === REFRESH_EXPIRED_MESSAGE) sessionExpired();
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

async function createClient(base: string): Promise<KyInstance> {
  const { default: ky } = await loadKy();
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

let client: Promise<KyInstance> | null = null;
const kyClient = () => (client ??= createClient(siteConfig.apiBaseUrl));

/** The answer's `data` as the schema its call names says, or an ApiRequestError (the server's message when it sent one). */
async function send<N extends AnswerName>(
  method: string,
  path: string,
  name: N,
  body?: unknown,
  options: Options = {},
): Promise<ApiEnvelope<Answer<N>>> {
  let status = 0;
  let answer: unknown;
  try {
    const call = await kyClient();
    const response = await call(`${siteConfig.apiBaseUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { json: body }),
      ...options,
    });
    status = response.status;
    answer = await response.json();
  } catch (err) {
    const { HTTPError } = await loadKy();
    if (err instanceof HTTPError) {
      const message = await refusalMessage(await err.response.json().catch(() => null));
      log(method, path, 'failed', err.response.status, message);
      throw new ApiRequestError(message ?? err.message, err.response.status, message);
    }
    log(method, path, 'failed', err);
    throw new ApiRequestError(err instanceof Error ? err.message : String(err), status, undefined);
  }
  const [{ answerEnvelopeSchema }, schema] = await Promise.all([loadEnvelopeSchemas(), loadAnswerSchema(name)]);
  const envelope = answerEnvelopeSchema.safeParse(answer);
  const checked = schema.safeParse(envelope.data?.data);
  if (envelope.success && checked.success) return { data: checked.data, message: envelope.data.message };
  log(method, path, 'unexpected answer', (envelope.error ?? checked.error)?.issues[0]);
  throw new ApiRequestError(`Unexpected answer from ${path}`, status, undefined);
}

type Query = Record<string, string | number | boolean | undefined>;

/**
 * The one HTTP client: JSON, cookies, 10 s timeout, one refresh and retry on 401. Each call names
 * its answer (schemas/answers.ts), whose schema the answer is checked against.
 */
export const http = {
  get: <N extends AnswerName>(path: string, answer: N, searchParams?: Query) =>
    send('GET', path, answer, undefined, searchParams ? { searchParams: clean(searchParams) } : {}),
  post: <N extends AnswerName>(path: string, answer: N, body: unknown = {}) => send('POST', path, answer, body),
  put: <N extends AnswerName>(path: string, answer: N, body: unknown = {}) => send('PUT', path, answer, body),
  patch: <N extends AnswerName>(path: string, answer: N, body: unknown = {}) => send('PATCH', path, answer, body),
  delete: <N extends AnswerName>(path: string, answer: N, body?: unknown) => send('DELETE', path, answer, body),
};

/**
 * Is this browser signed in as the admin? Asks GET /api/auth/me (never a 401); when the access
 * token has lapsed but the refresh token is still good (after a break, a reload), renews the
 * session once with POST /tokens/refresh and asks again. Only a refresh answered 'Refresh token
 * expired' ends the session (the handler given to onSessionExpired).
 */
export async function adminSessionAlive(): Promise<boolean> {
  const me = async () => (await http.get('/api/auth/me', 'authState')).data;
  const first = await me();
  if (first.admin) return true;
  if (first.renewable !== true || !(await refreshSession(siteConfig.apiBaseUrl))) return false;
  return (await me()).admin;
}

function clean(params: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = String(v);
  return out;
}
