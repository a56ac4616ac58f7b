import type { WatchCreate, WatchView } from '../schemas/watches';
import { $deviceWatches } from './device-watches';
import { http } from './http';
import { $phoneAlerts, turnOnPhoneAlerts } from './push-device';

type WatchRule = WatchCreate['rule'];

export interface WatchRequest {
  asin: string;
  rule: WatchRule;
  targetPrice: number | null;
  delivery: 'phone' | 'email';
  email: string;
}

/**
 * Saves a watch. 'On this phone' uses this device's push subscription and, when there is none,
 * turns notifications on first (permission asked now, after the tap); null when it was refused.
 * Answers the server's message.
 */
export async function watchProduct(request: WatchRequest): Promise<string | null> {
  let pushEndpoint: string | undefined;
  if (request.delivery === 'phone') {
    const phone = $phoneAlerts.get() ?? (await turnOnPhoneAlerts());
    if (!phone) return null;
    pushEndpoint = phone.endpoint;
  }
  const { data, message } = await http.post('/api/watches', 'watchCreated', {
    asin: request.asin,
    rule: request.rule,
    ...(request.rule === 'below' ? { targetPrice: request.targetPrice } : {}),
    ...(pushEndpoint ? { pushEndpoint } : { email: request.email }),
  });
  const kept = $deviceWatches.get().filter((w) => !(w.asin === request.asin && w.rule === request.rule));
  $deviceWatches.set([...kept, { asin: request.asin, rule: request.rule, id: data.id, token: data.token }]);
  return message ?? '';
}

/** The watches a token reaches (an address's mailed token: all of its watches by e-mail), newest first. */
export async function fetchWatches(token: string): Promise<WatchView[]> {
  return (await http.get('/api/watches', 'watches', { token })).data;
}

/** Stops one watch; answers the server's message. */
export async function stopWatch(id: string, token: string): Promise<string | undefined> {
  const path = `/api/watches/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  return (await http.delete(path, 'watchRemoved')).message;
}
