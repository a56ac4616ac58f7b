import type { Context } from 'hono';

/**
 * The client's address. With `trustedHops` proxies in front (TRUST_PROXY), it is the address the
 * outermost trusted proxy saw: X-Forwarded-For's entry that many places from its end (a client can
 * prepend anything, but not what our own proxies append). Without proxies, the TCP peer.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[Math.max(0, forwarded.length - trustedHops)] ?? peer;
}
