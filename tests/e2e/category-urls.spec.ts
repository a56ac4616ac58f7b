import type { Page } from '@playwright/test';
import { dealCards, expect, gridHeading, openHome, openWithConsent, test, waitForIslands } from './support/public';

// A busy machine can be slow to seed and hydrate; no assertion here is about speed.
test.describe.configure({ timeout: 90_000 });

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Deal categories' });
const searchBox = (page: Page) => page.getByPlaceholder('Search deals...');
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Marks the document: the mark survives only as long as no new page loads. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
const expectSamePage = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-same-page', '');

/** The grid shows that category's deals and its tab is the current one. */
async function expectCategoryShown(page: Page, id: string, label: string) {
  await expect(gridHeading(page)).toHaveText(label);
  await expect(categoryBar(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(dealCards(page).first()).toBeVisible();
  const categories = await dealCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-category')));
  expect(new Set(categories)).toEqual(new Set([id]));
}

test.describe('category and search addresses', () => {
  test('a tab switches in place to /category/{id}; Back and Forward follow the categories', async ({ page }) => {
    await openHome(page);
    await markDocument(page);
    await expect(categoryBar(page).getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/category/fashion');

    await categoryBar(page).getByRole('link', { name: 'Fashion' }).click();
    await expect(page).toHaveURL(/\/category\/fashion$/);
    await expectCategoryShown(page, 'fashion', 'Fashion');
    await categoryBar(page).getByRole('link', { name: 'Toys & Learning' }).click();
    await expect(page).toHaveURL(/\/category\/toys$/);
    await expectCategoryShown(page, 'toys', 'Toys & Learning');

    await page.goBack();
    await expect(page).toHaveURL(/\/category\/fashion$/);
    await expectCategoryShown(page, 'fashion', 'Fashion');
    await page.goBack();
    expect(path(page)).toBe('/');
    await expect(gridHeading(page)).toHaveText('Home');
    await expect(page.getByRole('heading', { name: 'Shop Smarter, Save Better' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/category\/fashion$/);
    await expectCategoryShown(page, 'fashion', 'Fashion');
    await expectSamePage(page);
  });

  test('opening /category/{id} shows the home page with that category selected', async ({ page }) => {
    await openWithConsent(page, '/category/baby');
    await waitForIslands(page);
    await expect(page).toHaveTitle('Mama & Baby Essentials Deals | Savvy Mom Deals');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/baby$/);
    await expectCategoryShown(page, 'baby', 'Mama & Baby Essentials');
    await expect(page.getByRole('heading', { name: 'Shop Smarter, Save Better' })).toBeHidden();

    // Home is a tab like the others, and / its address.
    await categoryBar(page).getByRole('link', { name: 'Home', exact: true }).click();
    expect(path(page)).toBe('/');
    await expect(gridHeading(page)).toHaveText('Home');
  });

  test('an unknown category or a bad address answers 404', async ({ page }) => {
    for (const id of ['garden', 'toys%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(10_000)]) {
      const res = await page.request.get(`/category/${id}`, { maxRedirects: 0 });
      expect(res.status(), id.slice(0, 30)).toBe(404);
    }
  });

  test('a search is /?q=…: typing replaces the entry, Back and Forward and a reload keep it', async ({ page }) => {
    await openHome(page);
    await markDocument(page);
    const entries = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially('stroller');
    await expect(page).toHaveURL(/\/\?q=stroller$/);
    await expect(gridHeading(page)).toHaveText('Search: stroller');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    await page.goBack();
    expect(path(page)).toBe('/');
    await expect(searchBox(page)).toHaveValue('');
    await expect(gridHeading(page)).toHaveText('Home');
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('stroller');
    await expect(gridHeading(page)).toHaveText('Search: stroller');
    await expectSamePage(page);

    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(path(page)).toBe('/');
    await expect(gridHeading(page)).toHaveText('Home');

    await page.goto('/?q=car%20seat');
    await waitForIslands(page);
    await expect(searchBox(page)).toHaveValue('car seat');
    await expect(gridHeading(page)).toHaveText('Search: car seat');
  });

  test('clearing a search made on a category page returns to that category', async ({ page }) => {
    await openWithConsent(page, '/category/toys');
    await waitForIslands(page);
    await expectCategoryShown(page, 'toys', 'Toys & Learning');
    await searchBox(page).fill('blocks');
    await expect(page).toHaveURL(/\/\?q=blocks$/);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/category\/toys$/);
    await expectCategoryShown(page, 'toys', 'Toys & Learning');
  });

  test("the Welcome page's category tiles open their category", async ({ page }) => {
    await openWithConsent(page, '/welcome');
    const tiles = page.getByRole('region', { name: 'Shop by Category' });
    await expect(tiles.getByRole('link', { name: 'Mama & Baby' })).toHaveAttribute('href', '/category/baby');
    await tiles.getByRole('link', { name: 'Fashion' }).click();
    await expect(page).toHaveURL(/\/category\/fashion$/);
    await waitForIslands(page);
    await expectCategoryShown(page, 'fashion', 'Fashion');
  });
});
