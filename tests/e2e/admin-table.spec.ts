import type { Page } from '@playwright/test';
import type { AdminDeal } from '../../src/schemas/admin';
import {
  adminDeal,
  adminDeals,
  expect,
  expectPanelReady,
  searchDeals,
  signInOnAdminPage,
  test,
  toast,
  uniquelyTitled,
} from './support/admin';

const tableRow = (page: Page, asin: string) => page.locator(`[data-testid="deal-row"][data-asin="${asin}"]`);
const rows = (page: Page) => page.getByTestId('deal-row');
const columnButton = (page: Page, name: string) =>
  page.getByRole('columnheader').getByRole('button', { name, exact: true });

async function openTable(page: Page) {
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Deals' })).toBeVisible();
}

test.describe('Manage Deals table view', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnAdminPage(page);
  });

  test('shows one row per deal with its details and keeps the choice after a reload', async ({ page }) => {
    const deal = uniquelyTitled(await adminDeals(page), (d) => d.isApproved && d.discountPercentage > 0);
    await openTable(page);
    await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await searchDeals(page, deal.title);
    const row = tableRow(page, deal.asin);
    await expect(row).toContainText(deal.title);
    await expect(row).toContainText(deal.asin);
    await expect(row).toContainText('Active');
    await expect(row).toContainText(`-${deal.discountPercentage}%`);
    await expect(row.getByLabel('Category')).toHaveValue(deal.category);
    await expect(row.getByLabel('Product type')).toHaveValue(deal.productType);
    await expect(page.getByTestId('deal-card')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Deals' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await expectPanelReady(page);
  });

  test('sorts by price both ways and by title', async ({ page }) => {
    const deals = await adminDeals(page);
    await openTable(page);
    const prices = [...deals.map((d) => d.price)].sort((a, b) => a - b);
    const price = columnButton(page, 'Price');
    // Numbers sort largest first on the first click.
    await price.click();
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    const firstPrice = () => rows(page).first().getByRole('cell').nth(8);
    await expect(firstPrice()).toHaveText(`$${prices.at(-1)!.toFixed(2)}`);
    await price.click();
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstPrice()).toHaveText(`$${prices[0].toFixed(2)}`);

    await columnButton(page, 'Title').click();
    const [firstTitle] = [...deals].sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1));
    await expect(rows(page).first().getByRole('cell').nth(2)).toHaveText(firstTitle.title);
  });

  test('selects rows one by one, all from the header, and clears the selection', async ({ page }) => {
    const total = (await adminDeals(page)).length;
    await openTable(page);
    const first = rows(page).first();
    await first.getByRole('checkbox').check();
    await expect(page.getByTestId('selected-count')).toHaveText(`1 of ${total} selected`);
    await expect(first).toHaveAttribute('data-selected', 'true');

    await page.getByLabel('Select all shown deals').check();
    await expect(page.getByTestId('selected-count')).toHaveText(`${total} of ${total} selected`);
    await expect(rows(page).nth(3).getByRole('checkbox')).toBeChecked();

    await page.getByRole('button', { name: 'Deselect All' }).click();
    await expect(page.getByTestId('selected-count')).toHaveText(`0 of ${total} selected`);
    await expect(page.getByLabel('Select all shown deals')).not.toBeChecked();
    await expect(first.getByRole('checkbox')).not.toBeChecked();
  });

  test('approves, sets the category and marks the super deal from a row', async ({ page }) => {
    const deals = await adminDeals(page);
    const deal = uniquelyTitled(deals, (d) => !d.isApproved && d.category === 'uncategorized');
    await openTable(page);
    await searchDeals(page, deal.title);
    const row = tableRow(page, deal.asin);
    const approve = row.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAttribute('title', 'Assign a category first');

    await row.getByLabel('Category').selectOption({ label: 'Toys & Learning' });
    await expect(approve).toBeEnabled();
    await approve.click();
    await expect(toast(page)).toHaveText(/Deal activated successfully/);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Mark Super Deal' }).click();
    await expect(toast(page)).toHaveText(/Super deal updated successfully/);
    await expect(row.getByRole('button', { name: 'Unmark Super Deal' })).toBeVisible();
    expect(await adminDeal(page, deal.asin)).toMatchObject({ isApproved: true, category: 'toys', isSuperDeal: true });
  });

  test("counts a deal's clicks of the last 7 days", async ({ page }) => {
    // A deal nobody has clicked yet, clicked once more than the most clicked one: earlier tests of
    // the run click deals too.
    const all = (await adminDeals(page)) as AdminDeal[];
    const deal = uniquelyTitled(all, (d) => d.isApproved && (d as AdminDeal).clicks7d === 0);
    const clicks = Math.max(...all.map((d) => d.clicks7d)) + 1;
    for (let i = 0; i < clicks; i++) {
      const res = await page.request.post('/api/deal-clicks/track', {
        data: { asin: deal.asin, clickSource: 'deal-grid', sessionId: `table-spec-${i}` },
      });
      expect(res.status()).toBe(202);
    }
    await page.reload();
    await expectPanelReady(page);
    await openTable(page);
    await searchDeals(page, deal.title);
    await expect(tableRow(page, deal.asin).getByRole('cell').nth(11)).toHaveText(String(clicks));
    await columnButton(page, 'Clicks (7 days)').click();
    await searchDeals(page, '');
    await expect(rows(page).first()).toHaveAttribute('data-asin', deal.asin);
  });

  test('asks for the images of the rows it stops on, not of every row a fast scroll passes', async ({ page }) => {
    const total = (await adminDeals(page)).length;
    await openTable(page);
    const waiting = page.getByRole('table', { name: 'Deals' }).getByTestId('thumbnail-waiting');
    await expect(waiting).toHaveCount(0);
    const asked = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'image') asked.add(new URL(req.url()).pathname);
    });
    // A viewport and more per frame: each row holds a deal for a frame or two, as in a flick.
    const frames = await page.getByTestId('deal-table-scroll').evaluate(
      (box) =>
        new Promise<number>((resolve) => {
          let frames = 0;
          const tick = () => {
            frames++;
            if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return resolve(frames);
            box.scrollTop += box.clientHeight + 200;
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    expect(frames).toBeGreaterThan(5);
    // The rows it stopped on show their images, the last deal's among them.
    await expect(waiting).toHaveCount(0);
    await expect(page.locator(`[data-testid="deal-row"][aria-rowindex="${total + 1}"] img`)).toBeVisible();
    // Rows passed in a frame never asked for theirs (a busy machine may let a few rows wait long enough).
    expect(asked.size).toBeGreaterThan(0);
    expect(asked.size).toBeLessThan(total / 3);
  });

  test('Tab moves through the rows in the order they are shown, after the table has scrolled', async ({ page }) => {
    await openTable(page);
    await page.getByTestId('deal-table-scroll').evaluate((box) => (box.scrollTop = 11 * 64 + 20));
    // Recycled rows: once scrolled, the DOM holds them in slot order, not in the order shown.
    const domOrder = async () =>
      await rows(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-rowindex'))));
    await expect.poll(async () => (await domOrder()).some((n, i, all) => i > 0 && n < all[i - 1])).toBe(true);
    const order = await domOrder();
    const last = order.at(-1)!;
    expect(order).toContain(last + 1);
    const row = (n: number) => page.locator(`[data-testid="deal-row"][aria-rowindex="${n}"]`);
    // From the last control of the row in the last slot, Tab goes to the row shown under it.
    await row(last)
      .getByRole('button', { name: /Super Deal/ })
      .focus();
    await page.keyboard.press('Tab');
    await expect(row(last + 1).getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(row(last).getByRole('button', { name: /Super Deal/ })).toBeFocused();
    // Within a row, Tab still goes from control to control.
    await row(last + 1)
      .getByRole('checkbox')
      .focus();
    await page.keyboard.press('Tab');
    await expect(row(last + 1).getByLabel('Category')).toBeFocused();
  });
});
