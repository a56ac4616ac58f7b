import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dealPath } from '../../src/rules/deal-path';
import { PAGE_CACHE } from '../../src/lib/page-cache';
import { allDeals, expect, openHome, test } from './support/public';

// The installable app and its service worker (docs/product.md, 4.21). Every other spec blocks the
// worker (playwright.config.ts); these let it run.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const OFFLINE_BAR = /^You're offline: prices as of (\w{3} \d{1,2}, )?\d{1,2}:\d{2} (AM|PM) ET$/;

/** Waits until the worker controls the page and has kept the page itself. */
async function waitUntilKept(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () => page.evaluate(async (name) => Boolean(await (await caches.open(name)).match(location.href)), PAGE_CACHE),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/** Every URL the worker's caches hold, precache included. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('Chromium finds the home page installable, with a maskable icon of its own', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // An incognito window can never install an app: this test has a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'install-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await openHome(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);

  const manifest = (await (await page.request.get('/site.webmanifest')).json()) as {
    id: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
    screenshots: Array<{ src: string; sizes: string }>;
    share_target: { action: string; method: string; params: { url: string } };
  };
  expect(manifest).toMatchObject({ id: '/', display: 'standalone' });
  expect(manifest.share_target).toMatchObject({ action: '/check', method: 'GET', params: { url: 'url' } });
  const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
  expect(maskable).toHaveLength(1);
  expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.src)).not.toContain(
    maskable[0].src,
  );
  // Each icon and screenshot is there and has the size the manifest says.
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test('after one visit, the home page, /welcome and an opened deal page open offline and say so', async ({
  page,
  context,
  allowConsole,
}) => {
  // Offline, the page's own reads fail; the page shows what it has.
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
  const deal = (await allDeals(page))[0];
  await openHome(page);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
  await waitUntilKept(page);
  await page.goto(dealPath(deal.asin, deal.title));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(deal.title.slice(0, 20));
  await page.goto('/welcome');
  await expect(page.locator('#featured-deals article')).toHaveCount(2);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByTestId('deal-card').first()).toBeVisible();
  await expect(page.locator('[data-offline-notice]')).toHaveText(OFFLINE_BAR);

  await page.goto(dealPath(deal.asin, deal.title));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(deal.title.slice(0, 20));
  await expect(page.locator('[data-offline-notice]')).toHaveText(OFFLINE_BAR);

  // /welcome holds its deals in its HTML.
  await page.goto('/welcome');
  await expect(page.locator('#featured-deals article')).toHaveCount(2);
  await expect(page.locator('[data-stat="dealsToday"]')).not.toHaveText('—');
  await expect(page.locator('[data-offline-notice]')).toHaveText(OFFLINE_BAR);

  // A page never opened: the offline page, which says so.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await expect(page.getByText("This page isn't saved on your phone yet.")).toBeVisible();

  // Back online, the bar goes.
  await context.setOffline(false);
  await page.goto('/');
  await expect(page.locator('[data-offline-notice]')).toBeHidden();
});

test("the worker keeps nothing of the operator's area, sign-in or writes", async ({ page, context, allowConsole }) => {
  // The write below is refused (no token): what matters is that nothing of it is kept.
  allowConsole(/status of 40[01]/);
  await openHome(page);
  await waitUntilKept(page);
  await page.goto('/admin214');
  await page.goto('/auth');
  await page.evaluate(() => fetch('/api/auth/me').then(() => undefined));
  await page.evaluate(() =>
    fetch('/api/alerts/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then(() => undefined),
  );
  const urls = await cachedUrls(page);
  expect(urls).toContain('/');
  expect(urls.filter((url) => /^\/(admin214|auth|tokens\/|api\/(admin|auth|alerts))/.test(url))).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto('/admin214')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
});

test('a push message shows a notification, and tapping it opens or focuses its deal page', async ({
  page,
  context,
}) => {
  const deal = (await allDeals(page))[0];
  const url = `${dealPath(deal.asin, deal.title)}?source=push`;
  await context.grantPermissions(['notifications']);
  await openHome(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // Chromium delivers a message to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = (registrations as Array<{ registrationId: string; isDeleted: boolean }>).find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const message = {
    title: 'New deal in Toddler Essentials',
    body: deal.title,
    url,
    tag: `deal-${deal.asin}`,
    icon: '/icon-192.png',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
  // A busy machine can take seconds to wake the worker for the message: no assertion here is about speed.
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          })),
        ),
      { timeout: 20_000 },
    )
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, url }]);

  // A tap (only Chromium's own click can open a window): the deal page, focused when already open.
  type Target = { url: string; open: { url: string } | null } | null;
  const worker = context.serviceWorkers()[0];
  const tapTarget = (address: string) =>
    worker.evaluate(async (a) => {
      const target = await (
        self as unknown as { notificationTarget: (x: string) => Promise<Target> }
      ).notificationTarget(a);
      return target && { url: target.url, open: target.open && { url: target.open.url } };
    }, address);
  const origin = new URL(page.url()).origin;
  expect(await tapTarget(url)).toEqual({ url: `${origin}${url}`, open: null });
  await page.goto(url);
  expect(await tapTarget(url)).toEqual({ url: `${origin}${url}`, open: { url: `${origin}${url}` } });
  expect(await tapTarget('https://example.com/')).toBeNull();
});
