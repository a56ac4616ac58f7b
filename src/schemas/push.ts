import { z } from './zod';
import { base64urlBytes } from '../rules/base64url';
import { alertPreferencesSchema } from './alerts';

/** Longest endpoint we store: push services' URLs are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 2048;
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/** A browser's public key: an uncompressed P-256 point (65 bytes, 0x04 first), base64url. */
const p256dhSchema = z.string({ error: 'subscription.keys.p256dh is required' }).refine(
  (text) => {
    const bytes = base64urlBytes(text);
    return bytes !== null && bytes.length === P256_POINT_BYTES && bytes[0] === 0x04;
  },
  { error: 'subscription.keys.p256dh must be a P-256 public key (65 bytes, base64url)' },
);

const authSchema = z
  .string({ error: 'subscription.keys.auth is required' })
  .refine((text) => base64urlBytes(text)?.length === AUTH_SECRET_BYTES, {
    error: 'subscription.keys.auth must be a 16-byte secret (base64url)',
  });

/** What PushManager.subscribe() gives (PushSubscription.toJSON()); the endpoint's host is checked by the server. */
const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: 'subscription.endpoint is required' })
      .max(MAX_ENDPOINT_LENGTH, `subscription.endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`)
      .refine((text) => URL.canParse(text), { error: 'subscription.endpoint must be a URL' }),
    keys: z.object(
      { p256dh: p256dhSchema, auth: authSchema },
      { error: 'subscription.keys is required (p256dh and auth)' },
    ),
    expirationTime: z.number().nullable().optional(),
  },
  { error: 'subscription is required (endpoint and keys)' },
);

/** An IANA time zone name (America/Chicago, Europe/Berlin, UTC), as Intl knows them; no bare offsets. */
const timeZoneSchema = z.string({ error: 'timeZone must be an IANA time zone name like America/Chicago' }).refine(
  (name) => {
    if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'timeZone must be an IANA time zone name like America/Chicago' },
);

const clockTime = (field: string) =>
  z
    .string({ error: `quietHours.${field} must be a time like 21:00` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `quietHours.${field} must be a time like 21:00 (HH:MM, 24-hour)`);

/** Hours without notifications, in the subscriber's zone; may wrap midnight. */
const quietHoursSchema = z
  .object({ start: clockTime('start'), end: clockTime('end') }, { error: 'quietHours must be { start, end } or null' })
  .refine((q) => q.start !== q.end, { error: 'quietHours.end must differ from quietHours.start' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** Quiet from 9 PM to 7 AM unless the subscriber says otherwise. */
const DEFAULT_QUIET_HOURS: QuietHours = { start: '21:00', end: '07:00' };
/** Our schedule's zone, for a subscription that names none. */
const DEFAULT_TIME_ZONE = 'America/New_York';

/** The device-only settings beside the alert rules. */
const pushSettingsSchema = z.object({
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  quietHours: quietHoursSchema.nullable().default(DEFAULT_QUIET_HOURS),
});

/** PUT /api/alerts/preferences with a push token: the rules, and the settings when they change. */
export const pushPreferencesUpdateSchema = alertPreferencesSchema.extend({
  timeZone: timeZoneSchema.optional(),
  quietHours: quietHoursSchema.nullable().optional(),
});

/** The alert rules (as PUT /api/alerts/preferences takes them) plus this device's zone and quiet hours. */
const pushPreferencesSchema = alertPreferencesSchema.extend(pushSettingsSchema.shape);
export type PushPreferences = z.output<typeof pushPreferencesSchema>;

/** POST /api/push/subscriptions. */
export const pushSubscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  preferences: pushPreferencesSchema,
});

/** POST /api/push/test: a device's token. */
export const pushTestSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(1000, 'token is too long'),
});

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .min(1, 'endpoint is required')
    .max(MAX_ENDPOINT_LENGTH, `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`),
});

/** GET /api/push/public-key: the server's VAPID key for PushManager.subscribe. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
/** POST /api/push/subscriptions: the device's signed token. */
export const pushTokenSchema = z.object({ token: z.string() });
/** DELETE /api/push/subscriptions: the endpoint no longer sent to. */
export const pushRemovedSchema = z.object({ endpoint: z.string() });

/** What a notification carries (the service worker shows it): never a price or a retailer link. */
export interface PushPayload {
  title: string;
  body: string;
  /** Our own page, with click source push. */
  url: string;
  /** One notification per tag on the device: a repeat replaces, never piles up. */
  tag: string;
  icon: string;
}
