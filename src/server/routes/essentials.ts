import { createRoute } from '@hono/zod-openapi';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { essentialCategorySchema, type EssentialCategory } from '../../schemas/categories';
import { essentialItemSchema } from '../../schemas/deal';
import {
  type FetchEssentialsResult,
  fetchEssentialsResultSchema,
  mailTokenSchema,
  type NewsletterResult,
  newsletterRequestSchema,
  newsletterResultSchema,
} from '../../schemas/newsletter';
import type { AppDeps } from '../app-deps';
import { envelopeSchema } from '../../schemas/api';
import { ApiError, badRequest, notFound } from '../http/errors';
import { confirmOutcomePage, confirmPage } from './confirm-page';
import { essentialsEstimateSeconds, launchEssentialsRefresh } from '../jobs/essentials-refresh';
import { verifyLinkToken } from '../mail/signed-token';
import { ALL_ESSENTIAL_CATEGORIES, listEssentials } from '../services/essentials';
import { lastStartAt } from '../services/job-runs';
import { confirmSubscription, sendConfirmation, subscribe, unsubscribe } from '../services/newsletter';
import { answers, createRouter, errorAnswers, jsonBody, ok, readJsonBody, validationHook, WITH_BODY } from './router';

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

const isForm = (contentType: string | undefined) => (contentType ?? '').startsWith('application/x-www-form-urlencoded');

/** A body sent without a Content-Type is read as JSON (the form and JSON validators both skip it). */
const untypedBodyJson = zValidator('json', tokenQuery, validationHook);
const untypedBodyAsJson: typeof untypedBodyJson = async (c, next) =>
  c.req.header('content-type') ? next() : untypedBodyJson(c, next);

const tags = ['Essentials and newsletter'];
/** An unknown category is a 404 (a page that does not exist), not a 400: checked by the handler. */
const categoryPath = { params: z.object({ category: z.string() }) };
const essentials = z.array(essentialItemSchema);
const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const started = 'Whether a fetch started, and how long it should take.';
const unsubscribed = 'Unsubscribed.';
const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/essentials',
    tags,
    summary: "Today's essentials",
    responses: answers('The essentials, by category.', essentials),
  }),
  category: createRoute({
    method: 'get',
    path: '/api/essentials/category/{category}',
    tags,
    summary: "One category's essentials",
    request: categoryPath,
    responses: answers('The essentials of the category.', essentials, [404]),
  }),
  fetch: createRoute({
    method: 'post',
    path: '/api/essentials/fetch',
    tags,
    summary: "Fetch today's essentials from the retailer (at most once every 10 minutes)",
    responses: answers(started, fetchEssentialsResultSchema),
  }),
  fetchCategory: createRoute({
    method: 'post',
    path: '/api/essentials/fetch/{category}',
    tags,
    summary: "Fetch one category's essentials",
    request: categoryPath,
    responses: answers(started, fetchEssentialsResultSchema, [404]),
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/api/essentials/subscribe',
    tags,
    summary: 'Subscribe an address to deal alerts (a confirmation mail is sent)',
    middleware: [readJsonBody],
    request: { body: jsonBody(newsletterRequestSchema) },
    responses: answers('Pending confirmation, or already confirmed.', newsletterResultSchema, [...WITH_BODY, 429]),
  }),
  unsubscribe: createRoute({
    method: 'post',
    path: '/api/essentials/unsubscribe',
    tags,
    summary: 'Unsubscribe an address',
    middleware: [readJsonBody],
    request: { body: jsonBody(newsletterRequestSchema) },
    responses: answers(unsubscribed, newsletterResultSchema, WITH_BODY),
  }),
  confirmPage: createRoute({
    method: 'get',
    path: '/api/essentials/confirm',
    tags,
    summary: "The confirmation mail's link: a page with a button that confirms",
    request: { query: tokenQuery },
    responses: { 200: page('The page with the button.'), 400: page('The link has expired.'), ...errorAnswers([]) },
  }),
  confirm: createRoute({
    method: 'post',
    path: '/api/essentials/confirm',
    tags,
    summary: "Confirm a subscription: the page's form post (answered with a page) or a JSON call",
    middleware: [readJsonBody, untypedBodyAsJson],
    request: {
      body: {
        content: {
          'application/json': { schema: tokenQuery },
          'application/x-www-form-urlencoded': { schema: tokenQuery },
        },
      },
    },
    responses: {
      ...answers('Confirmed.', newsletterResultSchema, [...WITH_BODY, 404, 409]),
      200: {
        description: 'Confirmed; a form post is answered with a page (and its refusals too, with their status).',
        content: {
          'application/json': { schema: envelopeSchema(newsletterResultSchema) },
          'text/html': { schema: z.string() },
        },
      },
    },
  }),
  oneClick: createRoute({
    method: 'post',
    path: '/api/essentials/unsubscribe/one-click',
    tags,
    summary: 'One-click unsubscribe (RFC 8058), posted by mail clients',
    request: { query: tokenQuery },
    responses: answers(unsubscribed, newsletterResultSchema, [400]),
  }),
  oneClickPage: createRoute({
    method: 'get',
    path: '/api/essentials/unsubscribe/one-click',
    tags,
    summary: 'The one-click address opened in a browser: sends it to the unsubscribe page',
    request: { query: tokenQuery },
    responses: { 302: { description: 'To the unsubscribe page.' }, ...errorAnswers([400]) },
  }),
};

/** Essentials (daily best deals on household staples) and the deal-alert newsletter. */
export function essentialsRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps.handle;

  app.openapi(routes.list, async (c) => ok(c, await listEssentials(db, deps.now())));

  app.openapi(routes.category, async (c) =>
    ok(c, await listEssentials(db, deps.now(), categoryParam(c.req.valid('param').category))),
  );

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

  app.openapi(routes.fetch, async (c) => {
    const { data, message } = await startFetch(ALL_ESSENTIAL_CATEGORIES);
    return ok(c, data, message);
  });

  app.openapi(routes.fetchCategory, async (c) => {
    const { data, message } = await startFetch([categoryParam(c.req.valid('param').category)]);
    return ok(c, data, message);
  });

  app.openapi(routes.subscribe, async (c) => {
    const { email } = c.req.valid('json');
    const subscriber = await subscribe(db, email);
    const result: NewsletterResult = { email, status: subscriber.status === 'confirmed' ? 'confirmed' : 'pending' };
    if (result.status === 'confirmed') return ok(c, result, "You're already subscribed to deal alerts.");
    deps.tasks.run('confirmation mail', () => sendConfirmation(deps, subscriber));
    return ok(c, result, 'Thanks for subscribing! Please check your inbox to confirm your subscription.');
  });

  app.openapi(routes.unsubscribe, async (c) => {
    const { email } = c.req.valid('json');
    await unsubscribe(db, email, deps.now());
    const result: NewsletterResult = { email, status: 'unsubscribed' };
    return ok(c, result, UNSUBSCRIBED_MESSAGE);
  });

  /** The signed address of a confirmation token, or the reason it cannot be used. */
  const confirmEmail = (token: string) => verifyLinkToken(deps.authSecret, 'confirm', token, deps.now());
  const INVALID_LINK = 'This confirmation link is invalid or has expired. Please subscribe again.';

  // Opening the mail's link changes nothing: it shows a button that confirms (mail scanners open links).
  app.openapi(routes.confirmPage, (c) => {
    const { token } = c.req.valid('query');
    if (!confirmEmail(token)) return c.html(confirmOutcomePage('This link has expired', INVALID_LINK), 400);
    return c.html(confirmPage(token));
  });

  // The button's form post (answered with a page), or a JSON call (answered with JSON).
  app.openapi(routes.confirm, async (c) => {
    const fromForm = isForm(c.req.header('content-type'));
    const { token } = fromForm ? c.req.valid('form') : c.req.valid('json');
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
  app.openapi(routes.oneClick, async (c) => {
    const { token } = c.req.valid('query');
    const email = verifyLinkToken(deps.authSecret, 'unsubscribe', token, deps.now());
    if (!email) throw badRequest('This unsubscribe link is invalid.');
    await unsubscribe(db, email, deps.now());
    const result: NewsletterResult = { email, status: 'unsubscribed' };
    return ok(c, result, UNSUBSCRIBED_MESSAGE);
  });

  // Opening the one-click address in a browser changes nothing: it shows the unsubscribe page.
  app.openapi(routes.oneClickPage, (c) => {
    const { token } = c.req.valid('query');
    const email = verifyLinkToken(deps.authSecret, 'unsubscribe', token, deps.now());
    if (!email) throw badRequest('This unsubscribe link is invalid.');
    return c.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 302);
  });

  return app;
}
