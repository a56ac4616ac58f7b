import crypto from 'node:crypto';
import { groupedToken, ungroupedToken } from '../../rules/link-token-text';

/** What a mail link (or a push subscription's or a watch's token) lets its holder do. */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'preferences' | 'push' | 'watch';

interface Payload {
  p: LinkPurpose;
  e: string;
  /** Expiry, seconds since the epoch; none for unsubscribe links (they must work for years). */
  x?: number;
}

const mac = (secret: string, data: string) =>
  crypto.createHmac('sha256', `mail-link:${secret}`).update(data).digest('base64url');

/** A token binding an address to a purpose, signed with HMAC-SHA256, written in groups (link-token-text.ts). */
export function signLinkToken(secret: string, purpose: LinkPurpose, email: string, expiresAt?: Date): string {
  const payload: Payload = {
    p: purpose,
    e: email,
    ...(expiresAt ? { x: Math.floor(expiresAt.getTime() / 1000) } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return groupedToken(`${body}.${mac(secret, body)}`);
}

/** The address the token was issued for, when it is genuine, for this purpose and unexpired. */
export function verifyLinkToken(secret: string, purpose: LinkPurpose, token: string, now: Date): string | null {
  const [body, signature, extra] = ungroupedToken(token).split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (payload.p !== purpose || typeof payload.e !== 'string') return null;
  if (payload.x !== undefined && payload.x * 1000 < now.getTime()) return null;
  return payload.e;
}
