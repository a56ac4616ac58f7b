import { MAX_ENDPOINT_LENGTH } from '../../schemas/push';

/**
 * The one allow-list of where our server sends push messages: the browsers' push services over
 * https (Chrome/Edge/Android: FCM; Firefox: Mozilla; Safari: Apple; legacy Edge: Windows), plus
 * the origins the operator lists in PUSH_ALLOWED_ORIGINS. A visitor's subscription can never make
 * the server POST to a loopback, link-local or private address, nor to any other host.
 */
const PUSH_SERVICE_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']);
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com'];

const REFUSED = 'subscription.endpoint must be the address of a browser push service (FCM, Mozilla, Apple, Microsoft)';

/** Why the endpoint may not be sent to, or null when it may. */
export function pushEndpointProblem(endpoint: string, allowedOrigins: readonly string[]): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    return `subscription.endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`;
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'subscription.endpoint must be a URL';
  }
  if (url.username || url.password) return REFUSED;
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'subscription.endpoint must be an https: address';
  // An explicit port (even :443) is not how push services hand out endpoints.
  if (url.port !== '') return REFUSED;
  const host = url.hostname;
  if (PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length)) {
    return null;
  }
  return REFUSED;
}
