import { Hono } from 'hono';
import { isAsin } from '../../rules/asins';
import type { AppDeps } from '../app-deps';
import type { ClickBuffer } from '../services/click-buffer';
import {
  isAutomatedAgent,
  type LinkClickSource,
  MAIL_CLICK_SOURCE,
  mailClickTarget,
  PUSH_CLICK_SOURCE,
} from '../services/mail-clicks';

const COUNTED: readonly string[] = [MAIL_CLICK_SOURCE, PUSH_CLICK_SOURCE];

/**
 * GET /go/{ASIN}?src=email (a mail's deal link) or ?src=push (a notification's). Records the click through the
 * click buffer and answers 302 to the deal's page on our site. HEAD (prefetchers), link
 * checkers, and links without src=email or src=push are redirected without counting.
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
    const src = c.req.query('src') ?? '';
    const source = (COUNTED.includes(src) ? src : MAIL_CLICK_SOURCE) as LinkClickSource;
    const target = await mailClickTarget(deps.handle.db, asin, userAgent, now, source);
    const counts = c.req.method === 'GET' && COUNTED.includes(src) && !isAutomatedAgent(userAgent);
    if (target.click && counts) {
      // A lost click must not keep the reader from the deal.
      await clicks.add(target.click, now).catch((err: unknown) => deps.logger.warn({ err }, 'mail click not stored'));
    }
    return c.redirect(target.location, 302);
  });

  return app;
}
