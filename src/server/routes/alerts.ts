import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { alertPreferencesSchema, alertPreferencesViewSchema } from '../../schemas/alerts';
import { mailTokenSchema } from '../../schemas/newsletter';
import { pushPreferencesUpdateSchema } from '../../schemas/push';
import type { AppDeps } from '../app-deps';
import { badRequest } from '../http/errors';
import { verifyLinkToken } from '../mail/signed-token';
import { clearAlertPreferences, loadAlertPreferences, saveAlertPreferences } from '../services/alert-preferences';
import {
  loadPushPreferences,
  removePushSubscription,
  savePushPreferences,
  subscriptionOfToken,
} from '../services/push-subscriptions';
import { answers, createRouter, jsonBody, ok, readJsonBody, WITH_BODY } from './router';

const INVALID_PREFERENCES_LINK =
  "This link is invalid or has expired. Open 'Choose your alerts' in any of our recent e-mails for a fresh one.";

const tokenOnly = z.object({ token: mailTokenSchema });
// The preferences are checked after the token, so a stale link is named before a bad field.
const saveBody = z.object({ token: mailTokenSchema, preferences: z.unknown() });

const tags = ['Alerts'];
const path = '/api/alerts/preferences';
const view = 'The address, its rules (null: the daily digest) and the categories to choose from.';
const routes = {
  load: createRoute({
    method: 'get',
    path,
    tags,
    summary: "A subscriber's alert rules, by the signed token of a mail's link",
    request: { query: tokenOnly },
    responses: answers(view, alertPreferencesViewSchema, [400, 404, 409]),
  }),
  save: createRoute({
    method: 'put',
    path,
    tags,
    summary: "Save a subscriber's alert rules",
    middleware: [readJsonBody],
    request: { body: jsonBody(saveBody) },
    responses: answers(view, alertPreferencesViewSchema, [...WITH_BODY, 404, 409]),
  }),
  clear: createRoute({
    method: 'delete',
    path,
    tags,
    summary: "Back to the common daily digest (a mail's token), or notifications off (a device's push token)",
    request: { query: tokenOnly },
    responses: answers(view, alertPreferencesViewSchema, [400, 404, 409]),
  }),
};

/**
 * The alerts page's calls: every one carries a signed token, of a mail's 'Choose your alerts'
 * link (an address's rules) or of a device's push subscription (its rules and settings).
 */
export function alertsRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;
  // One subscriber's rules: never kept by a shared cache.
  app.use('/api/alerts/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  /** Whose rules a token reaches: an address, or a push subscription. */
  const holderOf = (token: string): { email: string } | { pushId: string } => {
    const email = verifyLinkToken(deps.authSecret, 'preferences', token, deps.now());
    if (email) return { email };
    const pushId = subscriptionOfToken(deps.authSecret, token, deps.now());
    if (pushId) return { pushId };
    throw badRequest(INVALID_PREFERENCES_LINK);
  };
  const viewOf = (holder: ReturnType<typeof holderOf>) =>
    'email' in holder ? loadAlertPreferences(db, holder.email) : loadPushPreferences(db, holder.pushId);

  app.openapi(routes.load, async (c) => ok(c, await viewOf(holderOf(c.req.valid('query').token))));

  app.openapi(routes.save, async (c) => {
    const body = c.req.valid('json');
    const holder = holderOf(body.token);
    const schema = 'email' in holder ? alertPreferencesSchema : pushPreferencesUpdateSchema;
    const parsed = schema.safeParse(body.preferences ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid preferences');
    if ('email' in holder) await saveAlertPreferences(db, holder.email, parsed.data, deps.now());
    else await savePushPreferences(db, holder.pushId, parsed.data, deps.now());
    return ok(c, await viewOf(holder), 'Your alerts are saved.');
  });

  app.openapi(routes.clear, async (c) => {
    const holder = holderOf(c.req.valid('query').token);
    if ('pushId' in holder) {
      const view = await loadPushPreferences(db, holder.pushId);
      await removePushSubscription(db, holder.pushId, deps.now(), 'unsubscribed');
      return ok(c, { ...view, push: null, preferences: null }, 'Notifications are off on this device.');
    }
    await clearAlertPreferences(db, holder.email);
    return ok(c, await loadAlertPreferences(db, holder.email), "You'll get our daily digest of the best new deals.");
  });

  return app;
}
