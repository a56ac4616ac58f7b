import { Hono } from 'hono';
import { z } from 'zod';
import { alertPreferencesSchema } from '../../schemas/alerts';
import { mailTokenSchema } from '../../schemas/newsletter';
import type { AppDeps } from '../app-deps';
import { badRequest } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
import { verifyLinkToken } from '../mail/signed-token';
import { clearAlertPreferences, loadAlertPreferences, saveAlertPreferences } from '../services/alert-preferences';

const INVALID_PREFERENCES_LINK =
  "This link is invalid or has expired. Open 'Choose your alerts' in any of our recent e-mails for a fresh one.";

const tokenOnly = z.object({ token: mailTokenSchema });
const saveBody = z.object({ token: mailTokenSchema, preferences: z.unknown() });

/** The alerts page's calls: every one carries the signed token of a mail's 'Choose your alerts' link. */
export function alertsRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.handle;
  // One subscriber's rules: never kept by a shared cache.
  app.use('/api/alerts/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const emailOf = (token: string) => {
    const email = verifyLinkToken(deps.authSecret, 'preferences', token, deps.now());
    if (!email) throw badRequest(INVALID_PREFERENCES_LINK);
    return email;
  };

  app.get('/api/alerts/preferences', async (c) => {
    const { token } = parseQuery(c, tokenOnly);
    return ok(c, await loadAlertPreferences(db, emailOf(token)));
  });

  app.put('/api/alerts/preferences', async (c) => {
    const body = await parseJsonBody(c, saveBody);
    const email = emailOf(body.token);
    const parsed = alertPreferencesSchema.safeParse(body.preferences ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid preferences');
    await saveAlertPreferences(db, email, parsed.data, deps.now());
    return ok(c, await loadAlertPreferences(db, email), 'Your alerts are saved.');
  });

  // Back to the common digest.
  app.delete('/api/alerts/preferences', async (c) => {
    const { token } = parseQuery(c, tokenOnly);
    const email = emailOf(token);
    await clearAlertPreferences(db, email);
    return ok(c, await loadAlertPreferences(db, email), "You'll get our daily digest of the best new deals.");
  });

  return app;
}
