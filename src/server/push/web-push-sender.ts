import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../schemas/push';
import type { VapidKeys } from '../secrets';
import { encryptPush } from './encrypt-pool';
import { pushEndpointProblem } from './push-endpoints';

/** What a push service said to one message. */
export type SendOutcome =
  | { kind: 'sent' }
  /** 404/410: the browser dropped the subscription; it is removed. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx or no answer: tried again later, not before retryAfter when the service named one. */
  | { kind: 'retry'; error: string; retryAfter: string | null }
  | { kind: 'failed'; error: string };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A message unread after this long is dropped by the push service: a deal notice goes stale. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A VAPID token is valid this long (push services accept at most 24 h)... */
const VAPID_VALID_S = 12 * 60 * 60;
/** ...and reused this long: signing one (ECDSA) costs more than encrypting a message. */
const VAPID_REUSE_MS = 60 * 60 * 1000;

const vapidTokens = new Map<string, { authorization: string; until: number }>();

/**
 * The VAPID Authorization header for a push service's origin (RFC 8292), signed by web-push and
 * kept for an hour per origin and key: a fan-out to 100,000 devices signs a few, not 100,000.
 * On the real clock, not the app's: the push service checks it against its own.
 */
function vapidAuthorization(audience: string, vapid: VapidKeys): string {
  const key = `${audience} ${vapid.publicKey}`;
  const kept = vapidTokens.get(key);
  if (kept && kept.until > Date.now()) return kept.authorization;
  const expiration = Math.floor(Date.now() / 1000) + VAPID_VALID_S;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  );
  vapidTokens.set(key, { authorization: Authorization, until: Date.now() + VAPID_REUSE_MS });
  return Authorization;
}

/**
 * Connections kept open to each push service between messages. node:http rather than fetch: a
 * fan-out posts 100,000 small messages, and fetch's streams cost about five times the CPU per
 * request. Neither follows a redirect.
 */
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 128 };
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) };

/** Posts the message; answers the push service's status and Retry-After, or throws when none came. */
function post(endpoint: URL, headers: http.OutgoingHttpHeaders, body: Buffer) {
  const client = endpoint.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const req = client.request(endpoint, { method: 'POST', headers, agent: agents[endpoint.protocol as 'http:'] });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.once('error', reject);
    req.once('response', (res) => {
      res.resume();
      const retryAfter = res.headers['retry-after'];
      resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
    });
    req.end(body);
  });
}

/**
 * Encrypts the payload for the browser with web-push in a pool thread (RFC 8291, aes128gcm: a
 * fresh key pair and salt per message) and signs the request (VAPID), then posts it: never following a redirect,
 * and only to an endpoint the allow-list passes (checked again here, so a stored row never
 * reaches another host).
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys,
  allowedOrigins: readonly string[],
): Promise<SendOutcome> {
  const problem = pushEndpointProblem(target.endpoint, allowedOrigins);
  if (problem) return { kind: 'failed', error: problem };
  const cipherText = await encryptPush(target.p256dh, target.auth, JSON.stringify(payload));
  const endpoint = new URL(target.endpoint);
  let answer: { status: number; retryAfter: string | null };
  try {
    answer = await post(
      endpoint,
      {
        TTL: String(TTL_SECONDS),
        Urgency: 'normal',
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'aes128gcm',
        'Content-Length': cipherText.length,
        Authorization: vapidAuthorization(endpoint.origin, vapid),
      },
      cipherText,
    );
  } catch (err) {
    return { kind: 'retry', error: err instanceof Error ? err.message : String(err), retryAfter: null };
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    return { kind: 'retry', error: `push service answered ${status}`, retryAfter: answer.retryAfter };
  }
  return { kind: 'failed', error: `push service answered ${status}` };
}
