import { ESSENTIAL_CATEGORIES } from '../../src/schemas/category-lists';
import { E2E_ADMIN_KEY } from './support/env';
import { essentials, expect, openHome, openWithConsent, superDeal, test } from './support/public';

// A busy machine can be slow to seed, hydrate and run axe; no assertion here is about speed.
test.describe.configure({ timeout: 90_000 });

test.describe('home overlays', () => {
  test('the super deal modal shows the deal, confetti and the countdown', async ({ page }) => {
    await openHome(page);
    const deal = await superDeal(page);
    expect(deal).not.toBeNull();
    const opener = page.getByRole('button', { name: "Open today's super deal" });
    await opener.click();

    const modal = page.getByRole('dialog', { name: 'SUPER DEAL!' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByRole('link', { name: 'Claim This Deal' })).toBeFocused();
    await expect(modal.getByRole('heading', { name: deal!.title })).toBeVisible();
    await expect(modal).toContainText(`$${deal!.currentPrice.toFixed(2)}`);
    await expect(modal).toContainText(`Save ${deal!.savingsPercentage}%`);
    await expect(modal.getByTestId('super-deal-countdown')).toHaveText(/^(\d+h \d+m|Just now!)$/);
    await expect(modal.locator('canvas')).toHaveCount(1);
    const claim = modal.getByRole('link', { name: 'Claim This Deal' });
    await expect(claim).toHaveAttribute('href', deal!.amazonUrl);
    await expect(claim).toHaveAttribute('rel', 'sponsored noopener');

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the super deal modal opens the newsletter modal', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: "Open today's super deal" }).click();
    await page
      .getByRole('dialog', { name: 'SUPER DEAL!' })
      .getByRole('button', { name: /get deal alerts/i })
      .click({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'SUPER DEAL!' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Get Deal Alerts' })).toBeVisible();
  });

  test("Today's Essentials shows the best discount of each essential category", async ({ page }) => {
    await openHome(page);
    const items = await essentials(page);
    const best = new Map<string, number>();
    for (const item of items) best.set(item.category, Math.max(best.get(item.category) ?? -1, item.discountPercentage));
    const expected = [...best.keys()].filter((c) => c in ESSENTIAL_CATEGORIES);
    expect(expected.length).toBeGreaterThan(0);

    const opened = page.waitForRequest((r) => r.url().endsWith('/api/essentials'));
    await page.getByRole('button', { name: "Open Today's Essentials" }).click();
    await opened;
    const modal = page.getByRole('dialog', { name: "Today's Essentials" });
    await expect(modal.getByTestId('essential-card')).toHaveCount(expected.length, { timeout: 20_000 });
    await expect(modal.getByText('Best Deal')).toHaveCount(expected.filter((c) => best.get(c)! >= 50).length);
    await expect(modal).toContainText('Updated daily at 9 AM EST');
    await expect(modal).toContainText('Prices verified');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  test('Ctrl+Shift+A opens Admin Access, even before the islands hydrate; Escape closes it', async ({ page }) => {
    // Pressed once the page has loaded: its islands hydrate later, when the browser is idle.
    await openWithConsent(page, '/');
    await page.keyboard.press('Control+Shift+A');
    const modal = page.getByRole('dialog', { name: 'Admin Access' });
    await expect(modal.getByPlaceholder('Enter Secret Key')).toBeFocused({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('a wrong key is refused by the server; the right key shows the admin buttons until revoked', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 401/);
    await openHome(page);
    await page.keyboard.press('Control+Shift+A');
    const modal = page.getByRole('dialog', { name: 'Admin Access' });
    await modal.getByPlaceholder('Enter Secret Key').fill('not-the-key', { timeout: 20_000 });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Invalid admin key');
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await modal.getByPlaceholder('Enter Secret Key').fill(E2E_ADMIN_KEY);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin214');
    expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBe('true');
    expect(((await (await page.request.get('/api/auth/me')).json()) as { data: { admin: boolean } }).data.admin).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Revoke admin access' }).click();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBeNull();
    expect(((await (await page.request.get('/api/auth/me')).json()) as { data: { admin: boolean } }).data.admin).toBe(
      false,
    );
  });

  test('a stale admin flag is dropped when the server has no session', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('isAdmin', 'true'));
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Show trending deals' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isAdmin'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });
});
