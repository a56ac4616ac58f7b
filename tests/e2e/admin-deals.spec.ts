import {
  adminDeal,
  adminDeals,
  dealCard,
  expect,
  searchDeals,
  signInOnAdminPage,
  test,
  toast,
  uniquelyTitled,
} from './support/admin';

test.describe('Manage Deals', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnAdminPage(page);
  });

  test('approves a deal with a category', async ({ page }) => {
    const deal = uniquelyTitled(await adminDeals(page), (d) => !d.isApproved && d.category !== 'uncategorized');
    await searchDeals(page, deal.title);
    const card = dealCard(page, deal.asin);
    await expect(card).toContainText('Inactive');

    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page)).toHaveText(/Deal activated successfully/);
    await expect(card).toContainText('Active');
    await expect(card.getByRole('button', { name: 'Unapprove' })).toBeEnabled();
    expect((await adminDeal(page, deal.asin)).isApproved).toBe(true);
  });

  test('refuses approval without a category until one is assigned', async ({ page }) => {
    const deal = uniquelyTitled(await adminDeals(page), (d) => !d.isApproved && d.category === 'uncategorized');
    await searchDeals(page, deal.title);
    const card = dealCard(page, deal.asin);
    const approve = card.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAttribute('title', 'Assign a category first');
    await expect(card).toContainText('Assign a category first');

    await card.getByLabel('Category').selectOption({ label: 'Toys & Learning' });
    await expect(approve).toBeEnabled();
    await expect(card).not.toContainText('Assign a category first');
    await approve.click();
    await expect(toast(page)).toHaveText(/Deal activated successfully/);
    const saved = await adminDeal(page, deal.asin);
    expect(saved).toMatchObject({ isApproved: true, category: 'toys', categoryLabel: 'Toys & Learning' });
  });

  test('bulk activates the selected deals and clears the selection', async ({ page }) => {
    const deals = await adminDeals(page);
    const targets = deals.filter((d) => !d.isApproved && d.category !== 'uncategorized').slice(0, 2);
    expect(targets).toHaveLength(2);

    await page.getByRole('button', { name: 'Inactive', exact: true }).click();
    await expect(page.getByText(/^Showing \d+ of \d+ deals \(Inactive\)$/)).toBeVisible();
    for (const d of targets) await dealCard(page, d.asin).getByRole('checkbox').check();
    await expect(page.getByTestId('selected-count')).toHaveText(/^2 of \d+ selected$/);

    await page.getByRole('button', { name: 'Activate Selected', exact: true }).click();
    await expect(toast(page)).toHaveText(/2 deals activated successfully/);
    await expect(page.getByTestId('selected-count')).toHaveText(/^0 of \d+ selected$/);
    await expect(page.getByRole('button', { name: 'Activate Selected', exact: true })).toBeDisabled();
    // Now active, they leave the Inactive filter.
    for (const d of targets) await expect(dealCard(page, d.asin)).toHaveCount(0);
    for (const d of targets) expect((await adminDeal(page, d.asin)).isApproved).toBe(true);
  });

  test('marks a super deal that the home page then shows in the SUPER DEAL! modal', async ({ page }) => {
    const deals = await adminDeals(page);
    const previous = deals.find((d) => d.isSuperDeal);
    const deal = uniquelyTitled(deals, (d) => d.isApproved && !d.isSuperDeal && d.discountPercentage > 0);

    await searchDeals(page, deal.title);
    await dealCard(page, deal.asin).getByRole('button', { name: 'Mark Super Deal' }).click();
    await expect(toast(page)).toHaveText(/Super deal updated successfully/);
    await expect(dealCard(page, deal.asin).getByRole('button', { name: 'Unmark Super Deal' })).toBeVisible();

    await page.getByRole('button', { name: 'Super Deals', exact: true }).click();
    await searchDeals(page, '');
    await expect(page.getByTestId('deal-card')).toHaveCount(1);
    if (previous) expect((await adminDeal(page, previous.asin)).isSuperDeal).toBe(false);

    await page.goto('/');
    // The floating buttons hydrate when the page is idle, then load the super deal.
    await page.getByRole('button', { name: "Open today's super deal" }).click({ timeout: 20_000 });
    const modal = page.getByRole('dialog', { name: /SUPER DEAL!/ });
    await expect(modal).toContainText(deal.title);
  });

  test('searches title, brand and category and says what it shows', async ({ page }) => {
    const deals = await adminDeals(page);
    await expect(page.getByText(`Showing ${deals.length} of ${deals.length} deals`, { exact: true })).toBeVisible();
    const deal = uniquelyTitled(deals, () => true);
    await searchDeals(page, deal.title.toUpperCase());
    await expect(
      page.getByText(`Showing 1 of ${deals.length} deals matching "${deal.title.toUpperCase()}"`),
    ).toBeVisible();
    await searchDeals(page, 'zzzz-no-such-deal');
    await expect(page.getByText('No deals found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query')).toBeVisible();
  });
});
