import { expect, openHome, test } from './support/public';

// docs/product.md 13.3: narrow-screen mode is a width of 450 px or less.
test.describe.configure({ timeout: 90_000 });

test('the stats strip hides at exactly 450 px and shows at 451 px', async ({ page }) => {
  await page.setViewportSize({ width: 450, height: 844 });
  await openHome(page);
  await expect(page.getByTestId('stats-strip')).toBeHidden();
  await page.setViewportSize({ width: 451, height: 844 });
  await expect(page.getByTestId('stats-strip')).toBeVisible();
});
