import { persistentAtom } from '@nanostores/persistent';
import { base64urlBytes } from '../rules/base64url';
import { http } from './http';

/** This device's push subscription as we know it: its endpoint and the token that manages it. */
export interface PhoneAlerts {
  endpoint: string;
  token: string;
}

/** Kept on the device (no account); empty on the server. */
export const $phoneAlerts = persistentAtom<PhoneAlerts | null>('phoneAlerts', null, {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      const value = JSON.parse(text) as Partial<PhoneAlerts> | null;
      return typeof value?.endpoint === 'string' && typeof value.token === 'string'
        ? { endpoint: value.endpoint, token: value.token }
        : null;
    } catch {
      return null;
    }
  },
});

/** What this browser allows: push, push after the visitor said no, or no push at all. */
export type PushSupport = 'available' | 'denied' | 'unsupported';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/**
 * Asks for permission (only now, after the tap), subscribes this browser with the server's key and
 * registers it with every deal as the rule (the alerts page narrows them). Null when permission is refused.
 */
export async function turnOnPhoneAlerts(): Promise<PhoneAlerts | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const { data } = await http.get('/api/push/public-key', 'pushPublicKey');
  const key = base64urlBytes(data.publicKey);
  if (!key) throw new Error('The server sent a push key that is not base64url.');
  // The page registered the worker (features/offline); wait for it to be active.
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { data: answer } = await http.post('/api/push/subscriptions', 'pushToken', {
    subscription: subscription.toJSON(),
    preferences: { frequency: 'instant', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
  const alerts = { endpoint: subscription.endpoint, token: answer.token };
  $phoneAlerts.set(alerts);
  return alerts;
}

/** Asks the server for a notification to this device now. */
export async function sendTestNotification(alerts: PhoneAlerts): Promise<string | undefined> {
  return (await http.post('/api/push/test', 'pushTest', { token: alerts.token })).message;
}

/** Stops the notifications: the server forgets the endpoint and the browser drops its subscription. */
export async function turnOffPhoneAlerts(alerts: PhoneAlerts): Promise<void> {
  await http.delete('/api/push/subscriptions', 'pushRemoved', { endpoint: alerts.endpoint });
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  $phoneAlerts.set(null);
}
