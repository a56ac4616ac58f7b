import { ungroupedToken } from '../../rules/link-token-text';

/**
 * The address an /unsubscribe link is for: its `email` parameter, else the address inside its
 * signed `token` (mail links carry the token alone, so no address shows in clear in a URL).
 * Only a prefill: the server checks every request on its own.
 */
export function unsubscribeAddress(search: string): string {
  const params = new URLSearchParams(search);
  const email = params.get('email');
  if (email) return email;
  const body = ungroupedToken(params.get('token') ?? '').split('.')[0];
  if (!body) return '';
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
      e?: unknown;
    };
    return typeof payload.e === 'string' ? payload.e : '';
  } catch {
    return '';
  }
}
