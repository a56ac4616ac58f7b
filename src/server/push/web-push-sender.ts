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

/**
 * Encrypts the payload for the browser (RFC 8291, aes128gcm) and signs the request (VAPID) with
 * web-push, then posts it with fetch: never following a redirect, and only to an endpoint the
 * allow-list passes (checked again here, so a stored row never reaches another host).
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys,
  allowedOrigins: readonly string[],
): Promise<SendOutcome> {
  const problem = pushEndpointProblem(target.endpoint, allowedOrigins);
  if (problem) return { kind: 'failed', error: problem };
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
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
