import { E2E_ADMIN_KEY } from './support/env';
import { expect, test } from './support/public';

// The README promises Ctrl+Shift+A on any public page, not only on the home page.
test.describe.configure({ timeout: 60_000 });

for (const path of ['/welcome', '/terms', '/newsletter', '/unsubscribe']) {
  test(`Ctrl+Shift+A opens Admin Access on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const modal = page.getByRole('dialog', { name: 'Admin Access' });
    // Chromium may take the first press as its own tab-search key; press again as a user would.
    await expect(async () => {
      await page.keyboard.press('Control+Shift+A');
      await expect(modal).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    if (path !== '/welcome') return;
    await modal.getByPlaceholder('Enter Secret Key').fill(E2E_ADMIN_KEY);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Admin access granted')).toBeVisible();
  });
}
