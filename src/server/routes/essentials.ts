import { Hono } from 'hono';
import { z } from 'zod';
import { essentialCategorySchema, type EssentialCategory } from '../../schemas/categories';
import {
  type FetchEssentialsResult,
  mailTokenSchema,
  type NewsletterResult,
  newsletterRequestSchema,
} from '../../schemas/newsletter';
import type { AppDeps } from '../app-deps';
import { ApiError, badRequest, notFound } from '../http/errors';
import { parseJsonBody, parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
import { essentialsEstimateSeconds, launchEssentialsRefresh } from '../jobs/essentials-refresh';
import { verifyLinkToken } from '../mail/signed-token';
import { ALL_ESSENTIAL_CATEGORIES, listEssentials } from '../services/essentials';
import { lastSuccessAt } from '../services/job-runs';
import { confirmSubscription, sendConfirmation, subscribe, unsubscribe } from '../services/newsletter';

/** A public fetch does not call the retailer again this soon after a good run. */
const ESSENTIALS_FETCH_COOLDOWN_MS = 10 * 60 * 1000;
const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from deal alerts.';
const tokenQuery = z.object({ token: mailTokenSchema });

function categoryParam(raw: string): EssentialCategory {
  const parsed = essentialCategorySchema.safeParse(raw);
  if (!parsed.success) throw notFound(`Unknown essential category: ${raw.slice(0, 60)}`);
  return parsed.data;
}

/** Essentials (daily best deals on household staples) and the deal-alert newsletter. */
export function essentialsRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.handle;

  app.get('/api/essentials', async (c) => ok(c, await listEssentials(db)));

  app.get('/api/essentials/category/:category', async (c) => {
    return ok(c, await listEssentials(db, categoryParam(c.req.param('category'))));
  });

  const startFetch = async (categories: EssentialCategory[]) => {
    const last = await lastSuccessAt(db, 'essentials');
    if (last && deps.now().getTime() - last.getTime() < ESSENTIALS_FETCH_COOLDOWN_MS) {
      return {
        data: { processing: false, estimatedTimeSeconds: 0 },
        message: 'Essentials were updated a few minutes ago.',
      };
    }
    const launch = await launchEssentialsRefresh(deps, categories);
    deps.tasks.run('essentials', () => launch.finished);
    const data: FetchEssentialsResult = {
      processing: true,
      estimatedTimeSeconds: essentialsEstimateSeconds(deps, categories.length),
    };
    return {
      data,
      message: launch.status === 'skipped' ? 'Essentials are already being updated.' : "Fetching today's essentials.",
    };
  };

  app.post('/api/essentials/fetch', async (c) => {
    const { data, message } = await startFetch(ALL_ESSENTIAL_CATEGORIES);
    return ok(c, data, message);
  });

  app.post('/api/essentials/fetch/:category', async (c) => {
    const { data, message } = await startFetch([categoryParam(c.req.param('category'))]);
    return ok(c, data, message);
  });

  app.post('/api/essentials/subscribe', async (c) => {
    const { email } = await parseJsonBody(c, newsletterRequestSchema);
    const subscriber = await subscribe(db, email);
    const result: NewsletterResult = { email, status: subscriber.status === 'confirmed' ? 'confirmed' : 'pending' };
    if (result.status === 'confirmed') return ok(c, result, "You're already subscribed to deal alerts.");
    deps.tasks.run('confirmation mail', () => sendConfirmation(deps, subscriber));
    return ok(c, result, 'Thanks for subscribing! Please check your inbox to confirm your subscription.');
  });

  app.post('/api/essentials/unsubscribe', async (c) => {
    const { email } = await parseJsonBody(c, newsletterRequestSchema);
    await unsubscribe(db, email, deps.now());
    const result: NewsletterResult = { email, status: 'unsubscribed' };
    return ok(c, result, UNSUBSCRIBED_MESSAGE);
  });

  app.get('/api/essentials/confirm', async (c) => {
    const { token } = parseQuery(c, tokenQuery);
    const email = verifyLinkToken(deps.authSecret, 'confirm', token, deps.now());
    if (!email) throw badRequest('This confirmation link is invalid or has expired. Please subscribe again.');
    const outcome = await confirmSubscription(db, email, deps.now());
    if (outcome === 'not_found') throw notFound('This subscription no longer exists. Please subscribe again.');
    if (outcome === 'unsubscribed')
      throw new ApiError(409, 'conflict', 'This subscription was cancelled. Please subscribe again.');
    return c.redirect('/newsletter?confirmed=1', 302);
  });

  // RFC 8058 one-click unsubscribe: mail clients POST here (List-Unsubscribe-Post).
  app.post('/api/essentials/unsubscribe/one-click', async (c) => {
    const { token } = parseQuery(c, tokenQuery);
    const email = verifyLinkToken(deps.authSecret, 'unsubscribe', token, deps.now());
    if (!email) throw badRequest('This unsubscribe link is invalid.');
    await unsubscribe(db, email, deps.now());
    const result: NewsletterResult = { email, status: 'unsubscribed' };
    return ok(c, result, UNSUBSCRIBED_MESSAGE);
  });

  // Opening the one-click address in a browser changes nothing: it shows the unsubscribe page.
  app.get('/api/essentials/unsubscribe/one-click', (c) => {
    const { token } = parseQuery(c, tokenQuery);
    const email = verifyLinkToken(deps.authSecret, 'unsubscribe', token, deps.now());
    if (!email) throw badRequest('This unsubscribe link is invalid.');
    return c.redirect(`/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`, 302);
  });

  return app;
}
