import AxeBuilder from '@axe-core/playwright';
import { expect, openWithConsent, test, waitForIslands } from './support/public';

// A busy machine can be slow to seed, hydrate and run axe; no assertion here is about speed.
test.describe.configure({ timeout: 240_000 });

const serious = (violations: { id: string; impact?: string | null; nodes: { target: unknown }[] }[]) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));

test.describe('accessibility', () => {
  for (const path of ['/', '/welcome', '/terms', '/newsletter', '/unsubscribe', '/support', '/auth']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await openWithConsent(page, path);
      await page.waitForLoadState('networkidle');
      if (path === '/') await waitForIslands(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(serious(results.violations)).toEqual([]);
    });
  }

  test('home on a phone with the cookie notice and newsletter modal open', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(page.getByTestId('deal-card').first()).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Get Deal Alerts' })).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  });
});
