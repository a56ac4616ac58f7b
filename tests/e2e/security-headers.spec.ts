import type { APIResponse, Page } from '@playwright/test';
import { securityHeaderProblems } from '../support/security-headers';
import { expect, openHome, test } from './support/public';

/** The e2e server's SITE_URL is http: no HSTS. */
const problemsOf = (res: APIResponse, { api = false } = {}) => {
  const headers = res.headers();
  return securityHeaderProblems((name) => headers[name], { api });
};

/** Adds markup to the page as hostile retailer data would, were it rendered unchecked. */
const inject = (page: Page, html: string) =>
  page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), html);

test.describe('security headers', () => {
  test('a page and an API answer, fresh and cached, carry the security headers', async ({ page }) => {
    expect(problemsOf(await page.request.get('/')), 'home page').toEqual([]);
    expect(problemsOf(await page.request.get('/favicon.svg')), 'static file').toEqual([]);
    // A URL not read before: the app answers it first, then the response cache ahead of the app.
    const url = `/api/products/categories?probe=${Date.now()}`;
    for (const answeredBy of ['app', 'cache']) {
      const res = await page.request.get(url);
      expect(res.status()).toBe(200);
      expect(problemsOf(res, { api: true }), `API read answered by the ${answeredBy}`).toEqual([]);
    }
  });

  test('every page runs its own inline scripts without a violation', async ({ page }) => {
    const cookieNoticeShown = () => expect(page.locator('#cookie-notice')).toBeVisible();
    const islandsDefined = () =>
      expect.poll(() => page.evaluate(() => customElements.get('astro-island') !== undefined)).toBe(true);
    const pages: [string, ...(() => Promise<void>)[]][] = [
      ['/', cookieNoticeShown, islandsDefined],
      ['/welcome', cookieNoticeShown],
      ['/terms', cookieNoticeShown],
      ['/support', cookieNoticeShown],
      ['/newsletter', cookieNoticeShown],
      ['/unsubscribe', cookieNoticeShown],
      ['/auth', islandsDefined],
      ['/admin214', islandsDefined],
    ];
    // No cookie consent yet: each page's inline script shows the notice; Astro's defines its islands.
    for (const [path, ...inlineScriptsRan] of pages) {
      await page.goto(path);
      for (const ran of inlineScriptsRan) await ran();
    }
    // The 404 page's inline script sends the visitor home.
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/');
  });

  test('an injected script, a javascript: link and an image from another host are refused', async ({
    page,
    allowConsole,
    cspViolations,
  }) => {
    allowConsole(/Content Security Policy/);
    await openHome(page);
    cspViolations.take();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.pwned = "script"';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.take()).toEqual([expect.objectContaining({ blocked: 'inline' })]);

    await inject(page, '<a id="hostile-link" href="javascript:window.pwned = \'link\'">Hostile</a>');
    await page.locator('#hostile-link').dispatchEvent('click');
    await expect.poll(() => cspViolations.take()).toEqual([expect.objectContaining({ blocked: 'inline' })]);

    await inject(page, '<img id="hostile-image" alt="" src="https://evil.example/pixel.png">');
    await expect
      .poll(() => cspViolations.take())
      .toEqual([expect.objectContaining({ directive: 'img-src', blocked: 'https://evil.example/pixel.png' })]);

    expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
  });
});
