import type { Page } from '@playwright/test';
import { dealPath } from '../../src/rules/deal-path';
import type { Deal } from '../../src/schemas/deal';
import { expect, openHome, superDeal, test } from './support/public';

// A busy machine can be slow to seed and hydrate; no assertion here is about speed.
test.describe.configure({ timeout: 90_000 });

async function openSuperDeal(page: Page) {
  await openHome(page);
  const deal = await superDeal(page);
  expect(deal).not.toBeNull();
  await page.getByRole('button', { name: "Open today's super deal" }).click();
  const modal = page.getByRole('dialog', { name: 'SUPER DEAL!' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  return { deal: deal!, modal, url: new URL(dealPath(deal!.asin, deal!.title), page.url()).href };
}

test.describe('links we send open deal pages', () => {
  test("the flash widget links to the deal's page", async ({ page }) => {
    await openHome(page);
    const res = await page.request.get('/api/products/trending');
    const trending = ((await res.json()) as { data: Deal[] }).data;
    const widget = page.getByRole('complementary', { name: 'TikTok trending deals' });
    const link = widget.getByRole('link');
    await expect(link).toHaveCount(1, { timeout: 20_000 });
    const title = await link.textContent();
    const deal = trending.find((d) => d.title === title);
    expect(deal).toBeDefined();
    await expect(link).toHaveAttribute('href', dealPath(deal!.asin, deal!.title));
  });

  test("the super deal's share sends the deal's page through the Web Share API", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => Promise.resolve(void shared.push(data)),
      });
    });
    const { deal, modal, url } = await openSuperDeal(page);
    await modal.getByRole('button', { name: 'Share this deal' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: deal.title, url }]);
  });

  test("without the Web Share API, the super deal's share copies the deal's page", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    });
    const { modal, url } = await openSuperDeal(page);
    await modal.getByRole('button', { name: 'Share this deal' }).click();
    await expect(modal.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});
