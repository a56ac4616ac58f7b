import webpush from 'web-push';
import type { PushPayload } from '../../schemas/push';
import type { VapidKeys } from '../secrets';
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
 * Encrypts the payload for the browser with web-push (RFC 8291, aes128gcm: a fresh key pair and
 * salt per message) and signs the request (VAPID), then posts it with fetch: never following a
 * redirect, and only to an endpoint the allow-list passes (checked again here, so a stored row
 * never reaches another host).
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys,
  allowedOrigins: readonly string[],
): Promise<SendOutcome> {
  const problem = pushEndpointProblem(target.endpoint, allowedOrigins);
  if (problem) return { kind: 'failed', error: problem };
  const { cipherText } = webpush.encrypt(target.p256dh, target.auth, JSON.stringify(payload), 'aes128gcm');
  let response: Response;
  try {
    response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        TTL: String(TTL_SECONDS),
        Urgency: 'normal',
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'aes128gcm',
        Authorization: vapidAuthorization(new URL(target.endpoint).origin, vapid),
      },
      body: new Uint8Array(cipherText),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch (err) {
    return { kind: 'retry', error: err instanceof Error ? err.message : String(err), retryAfter: null };
  }
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    return { kind: 'retry', error: `push service answered ${status}`, retryAfter: response.headers.get('retry-after') };
  }
  return { kind: 'failed', error: `push service answered ${status}` };
}
