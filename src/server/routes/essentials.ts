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
import { parseFormBody, parseJsonBody, parseQuery } from '../http/parse-input';
import { ok } from '../http/respond';
import { confirmOutcomePage, confirmPage } from './confirm-page';
import { essentialsEstimateSeconds, launchEssentialsRefresh } from '../jobs/essentials-refresh';
import { verifyLinkToken } from '../mail/signed-token';
import { ALL_ESSENTIAL_CATEGORIES, listEssentials } from '../services/essentials';
import { lastStartAt } from '../services/job-runs';
import { confirmSubscription, sendConfirmation, subscribe, unsubscribe } from '../services/newsletter';

/**
 * A public fetch starts no run this soon after the last one started, whatever came of it: nobody
 * can spend the retailer's daily quota by calling it in a loop.
 */
const ESSENTIALS_FETCH_COOLDOWN_MS = 10 * 60 * 1000;
const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from deal alerts.';
const CONFIRMED_MESSAGE = 'Your subscription is confirmed: deal alerts will come to your inbox.';
/** A mail link's signed token, in a query, a form or a JSON body. */
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

  app.get('/api/essentials', async (c) => ok(c, await listEssentials(db, deps.now())));

  app.get('/api/essentials/category/:category', async (c) => {
    return ok(c, await listEssentials(db, deps.now(), categoryParam(c.req.param('category'))));
  });

  const startFetch = async (categories: EssentialCategory[]) => {
    const last = await lastStartAt(db, 'essentials');
    if (last && deps.now().getTime() - last.getTime() < ESSENTIALS_FETCH_COOLDOWN_MS) {
      return {
        data: { processing: false, estimatedTimeSeconds: 0 },
        message: 'Essentials were fetched a few minutes ago. Please try again later.',
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

  /** The signed address of a confirmation token, or the reason it cannot be used. */
  const confirmEmail = (token: string) => verifyLinkToken(deps.authSecret, 'confirm', token, deps.now());
  const INVALID_LINK = 'This confirmation link is invalid or has expired. Please subscribe again.';

  // Opening the mail's link changes nothing: it shows a button that confirms (mail scanners open links).
  app.get('/api/essentials/confirm', (c) => {
    const { token } = parseQuery(c, tokenQuery);
    if (!confirmEmail(token)) return c.html(confirmOutcomePage('This link has expired', INVALID_LINK), 400);
    return c.html(confirmPage(token));
  });

  // The button's form post (answered with a page), or a JSON call (answered with JSON).
  app.post('/api/essentials/confirm', async (c) => {
    const fromForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    const { token } = fromForm ? await parseFormBody(c, tokenQuery) : await parseJsonBody(c, tokenQuery);
    const email = confirmEmail(token);
    const outcome = email ? await confirmSubscription(db, email, deps.now()) : 'invalid';
    const refused = {
      invalid: badRequest(INVALID_LINK),
      not_found: notFound('This subscription no longer exists. Please subscribe again.'),
      unsubscribed: new ApiError(409, 'conflict', 'This subscription was cancelled. Please subscribe again.'),
    };
    if (outcome !== 'confirmed') {
      const error = refused[outcome];
      if (!fromForm) throw error;
      return c.html(confirmOutcomePage('We could not confirm this address', error.message), error.status);
    }
    const result: NewsletterResult = { email: email!, status: 'confirmed' };
    if (!fromForm) return ok(c, result, CONFIRMED_MESSAGE);
    return c.html(confirmOutcomePage("You're subscribed!", CONFIRMED_MESSAGE));
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
    return c.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 302);
  });

  return app;
}
