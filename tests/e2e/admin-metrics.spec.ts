import { expect, signInOnAdminPage, test } from './support/admin';

for (const width of [1366, 1920]) {
  test(`no metric tile cuts its value short at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInOnAdminPage(page);
    const tiles = page.getByTestId('metric');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.filter({ hasText: 'Super Deal' })).toContainText(/Set|None/);

    const cut = await tiles.evaluateAll((elements) =>
      elements
        .map((tile) => tile.querySelector('dd > span'))
        .filter((value): value is HTMLElement => value instanceof HTMLElement)
        .filter((value) => value.scrollWidth > value.clientWidth + 1)
        .map((value) => value.textContent),
    );
    expect(cut).toEqual([]);
  });
}
