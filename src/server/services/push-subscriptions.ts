import { and, type AnyColumn, eq, sql } from 'drizzle-orm';
import type { AlertPreferences, AlertPreferencesView } from '../../schemas/alerts';
import type { PushPreferences, QuietHours } from '../../schemas/push';
import type { Db } from '../db/client';
import { alertPreferences, pushDeliveries, pushSubscriptions, savedDeals, watches } from '../db/schema';
import { signLinkToken, verifyLinkToken } from '../mail/signed-token';
import { pushEndpointProblem } from '../push/push-endpoints';
import { checkCategories, loadAlertRules, storeAlertRules } from './alert-preferences';
import { InvalidInputError, NotFoundError } from './domain-errors';
import { listCategories } from './public-deals';
import { countPush } from './push-stats';

const GONE = () => new NotFoundError('Notifications are off on this device. Turn them on again to choose your alerts.');

/** A subscription's token: it reads, changes and deletes it through /api/alerts/preferences; no expiry. */
export const pushToken = (secret: string, subscriptionId: string) => signLinkToken(secret, 'push', subscriptionId);

/** The subscription id of a genuine push token; null otherwise. */
export const subscriptionOfToken = (secret: string, token: string, now: Date) =>
  verifyLinkToken(secret, 'push', token, now);

export interface PushSubscribeInput {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  preferences: PushPreferences;
}

/**
 * Stores a browser's subscription and its rules (one alert_preferences row under its id); the
 * same endpoint again updates both. Refused before anything is written: an endpoint outside the
 * allow-list, an unknown category. Answers the subscription's id.
 */
export async function subscribePush(
  db: Db,
  allowedOrigins: readonly string[],
  input: PushSubscribeInput,
  now: Date,
): Promise<string> {
  const problem = pushEndpointProblem(input.subscription.endpoint, allowedOrigins);
  if (problem) throw new InvalidInputError(problem);
  await checkCategories(db, input.preferences);
  const { timeZone, quietHours, ...rules } = input.preferences;
  const settings = {
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    timeZone,
    quietStart: quietHours?.start ?? null,
    quietEnd: quietHours?.end ?? null,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.subscription.endpoint, ...settings, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: settings })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ id: pushSubscriptions.id, inserted: sql<boolean>`xmax = 0` });
    await storeAlertRules(tx, row.id, rules, now);
    if (row.inserted) await countPush(tx, now, { subscribed: 1 });
    return row.id;
  });
}

/**
 * Removes subscriptions, their rules, their push watches, their saved deals (the browser keeps
 * its own copy) and their deliveries, counted in the day's figures as turned off on the device or
 * as gone (the push service said so); answers how many there were. Many at once: a fan-out
 * removes a batch's gone devices in one transaction.
 */
export async function removePushSubscriptions(
  db: Db,
  ids: string[],
  now: Date,
  why: 'unsubscribed' | 'removed',
): Promise<number> {
  if (ids.length === 0) return 0;
  const anyOf = (column: AnyColumn) => sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(pushSubscriptions)
      .where(anyOf(pushSubscriptions.id))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) return 0;
    await tx.delete(pushDeliveries).where(anyOf(pushDeliveries.subscriptionId));
    await tx.delete(alertPreferences).where(anyOf(alertPreferences.subscriberId));
    await tx.delete(watches).where(and(eq(watches.channel, 'push'), anyOf(watches.ownerId)));
    await tx.delete(savedDeals).where(and(eq(savedDeals.channel, 'push'), anyOf(savedDeals.ownerId)));
    await countPush(tx, now, { [why]: removed.length });
    return removed.length;
  });
}

/** Removes one subscription (see removePushSubscriptions); false when there was none. */
export const removePushSubscription = async (db: Db, id: string, now: Date, why: 'unsubscribed' | 'removed') =>
  (await removePushSubscriptions(db, [id], now, why)) > 0;

/** DELETE /api/push/subscriptions: by the endpoint the browser knows. */
export async function unsubscribePush(db: Db, endpoint: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  if (!row || !(await removePushSubscription(db, row.id, now, 'unsubscribed'))) throw GONE();
}

/** A subscription's rules and settings as the alerts page shows them. */
export async function loadPushPreferences(db: Db, id: string): Promise<AlertPreferencesView> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  if (!row) throw GONE();
  const quietHours: QuietHours | null =
    row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null;
  return {
    email: null,
    push: { endpoint: row.endpoint, timeZone: row.timeZone, quietHours },
    preferences: await loadAlertRules(db, id),
    categories: await listCategories(db),
  };
}

/** Changes a subscription's rules and, when given, its zone and quiet hours. */
export async function savePushPreferences(
  db: Db,
  id: string,
  prefs: AlertPreferences & { timeZone?: string; quietHours?: QuietHours | null },
  now: Date,
): Promise<void> {
  await checkCategories(db, prefs);
  const { timeZone, quietHours, ...rules } = prefs;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(pushSubscriptions)
      .set({
        updatedAt: now,
        ...(timeZone === undefined ? {} : { timeZone }),
        ...(quietHours === undefined
          ? {}
          : { quietStart: quietHours?.start ?? null, quietEnd: quietHours?.end ?? null }),
      })
      .where(eq(pushSubscriptions.id, id))
      .returning({ id: pushSubscriptions.id });
    if (changed.length === 0) throw GONE();
    await storeAlertRules(tx, id, rules, now);
  });
}
