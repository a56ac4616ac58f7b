import { Hono } from 'hono';
import { isAsin } from '../../rules/asins';
import type { AppDeps } from '../app-deps';
import type { ClickBuffer } from '../services/click-buffer';
import { isAutomatedAgent, MAIL_CLICK_SOURCE, mailClickTarget } from '../services/mail-clicks';

/**
 * GET /go/{ASIN}?src=email: a mail's deal link. Records the click (source 'email') through the
 * click buffer and answers 302 to the deal's page on our site. HEAD (prefetchers), link
 * checkers, and links without src=email are redirected without counting.
 */
export function mailLinksRoutes(deps: AppDeps, clicks: ClickBuffer) {
  const app = new Hono();

  app.get('/go/:asin', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const asin = c.req.param('asin').toUpperCase();
    if (!isAsin(asin)) return c.redirect('/', 302);
    const userAgent = c.req.header('user-agent') ?? '';
    const now = deps.now();
    const target = await mailClickTarget(deps.handle.db, asin, userAgent, now);
    const counts = c.req.method === 'GET' && c.req.query('src') === MAIL_CLICK_SOURCE && !isAutomatedAgent(userAgent);
    if (target.click && counts) {
      // A lost click must not keep the reader from the deal.
      await clicks.add(target.click, now).catch((err: unknown) => deps.logger.warn({ err }, 'mail click not stored'));
    }
    return c.redirect(target.location, 302);
  });

  return app;
}
