import { expect, openHome, test } from './support/public';

// Narrow-screen mode (≤ 450 px): the floating actions fold into one speed-dial button in the bottom dock.
test.describe.configure({ timeout: 90_000 });

test.describe('the speed dial on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
  });

  test('one round button replaces the column; it opens the actions, Escape closes it and returns focus', async ({
    page,
  }) => {
    await expect(page.getByTestId('floating-buttons')).toBeHidden();
    const dial = page.getByRole('button', { name: 'Quick actions' });
    await expect(dial).toHaveAttribute('aria-expanded', 'false');
    const essentials = page.getByRole('button', { name: "Open Today's Essentials" });
    await expect(essentials).toBeHidden();

    await dial.click();
    await expect(dial).toHaveAttribute('aria-expanded', 'true');
    await expect(essentials).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show trending deals' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toBeVisible();
    // Focus moves into the opened list.
    expect(await page.evaluate(() => document.activeElement?.closest('ul')?.id)).toBe(
      await dial.getAttribute('aria-controls'),
    );

    await page.keyboard.press('Escape');
    await expect(dial).toHaveAttribute('aria-expanded', 'false');
    await expect(essentials).toBeHidden();
    await expect(dial).toBeFocused();

    // A tap outside closes it too.
    await dial.click();
    await page.getByRole('heading', { level: 2 }).first().click();
    await expect(dial).toHaveAttribute('aria-expanded', 'false');
  });

  test("an entry does its job: Today's Essentials opens, and focus comes back to the dial", async ({ page }) => {
    const dial = page.getByRole('button', { name: 'Quick actions' });
    await dial.click();
    await page.getByRole('button', { name: "Open Today's Essentials" }).click();
    const modal = page.getByRole('dialog', { name: "Today's Essentials" });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(dial).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(dial).toBeFocused();
  });

  test('the trending entry shows the trending deals; back to top appears once scrolled', async ({ page }) => {
    const dial = page.getByRole('button', { name: 'Quick actions' });
    await dial.click();
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show trending deals' }).click();
    await expect(page.getByText('TikTok Viral / Trending Now')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 1200));
    await dial.click();
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
