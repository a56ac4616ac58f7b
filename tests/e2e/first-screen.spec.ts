import { expect, test } from './support/public';

// Deals first: with the cookie notice still showing, a whole deal is in the first screen.
for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`a whole deal card is in the first screen at ${width}x${height}, above the cookie notice`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    const card = page.getByRole('region', { name: "Today's Best Sellers" }).getByRole('article').first();
    await expect(card).toBeVisible();
    const cardBox = await card.boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(cardBox && noticeBox).toBeTruthy();
    if (!cardBox || !noticeBox) return;
    expect(cardBox.y).toBeGreaterThanOrEqual(0);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(noticeBox.y);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(width);
    await expect(card).toContainText(/\$\d/);
  });
}
