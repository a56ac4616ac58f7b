import { E2E_ADMIN_KEY } from './support/env';
import {
  adminDeals,
  dealCard,
  expect,
  expectPanelReady,
  searchDeals,
  SEARCH_PLACEHOLDER,
  signInOnAdminPage,
  test,
  toast,
  uniquelyTitled,
} from './support/admin';

test.describe('operator access', () => {
  test('without a session /admin214 shows the sign-in form and refuses a wrong key', async ({ page, consoleWatch }) => {
    // The browser logs the refused login (401) itself.
    consoleWatch.allow(/status of 401/);
    await page.goto('/admin214');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');

    const res = await page.request.get('/api/admin/products/all');
    expect(res.status()).toBe(401);

    await page.getByPlaceholder('Enter Secret Key').fill('not-the-key');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid admin key');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('signs in with Ctrl+Shift+A on the home page and opens the panel', async ({ page }) => {
    // The home page hydrates its floating layer when the browser is idle: slow on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/');
    // The shortcut listens once the floating layer has hydrated (Astro drops the island's ssr
    // attribute then). Pressed earlier, Chromium takes Ctrl+Shift+A as its own tab-search key.
    await expect(page.locator('astro-island[component-url*="FloatingLayer"]:not([ssr])')).toBeAttached({
      timeout: 30_000,
    });
    const modal = page.getByRole('dialog', { name: 'Admin Access' });
    // The listener is registered by an effect just after hydration; press again like a user would.
    await expect(async () => {
      await page.keyboard.press('Control+Shift+A');
      await expect(modal).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await modal.getByPlaceholder('Enter Secret Key').fill(E2E_ADMIN_KEY);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();

    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin214$/);
    await expectPanelReady(page);
    await expect(page.getByRole('tab', { name: 'Manage Deals' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeVisible();
  });

  test('a reload after the access token lapsed renews the session silently and shows the panel', async ({
    page,
    context,
    consoleWatch,
  }) => {
    // An admin call made without the access cookie is refused (401) before the silent refresh.
    consoleWatch.allow(/status of 401/);
    await signInOnAdminPage(page);

    // What a 15-minute break does: the short-lived access cookie is gone, the refresh cookie is not.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    await context.clearCookies({ name: 'access_token' });
    const me = await page.request.get('/api/auth/me');
    expect(me.ok()).toBe(true);
    expect(await me.json()).toMatchObject({ data: { admin: false } });

    await page.reload();
    await expectPanelReady(page);
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(0);
    expect((await context.cookies()).map((c) => c.name)).toContain('access_token');
  });

  test('a revoked session gets 401 from the admin API; the panel asks to sign in again and keeps the work', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 401/);
    await signInOnAdminPage(page);

    const deal = uniquelyTitled(await adminDeals(page), (d) => d.isApproved && !d.isSuperDeal);
    await searchDeals(page, deal.title);
    await expect(page.getByTestId('deal-card')).toHaveCount(1);

    const logout = await page.request.post('/api/auth/logout');
    expect(logout.status()).toBe(200);
    expect((await page.request.get('/api/admin/products/all')).status()).toBe(401);
    expect((await page.request.put(`/api/admin/products/${deal._id}/disapprove`)).status()).toBe(401);

    await dealCard(page, deal.asin).getByRole('button', { name: 'Unapprove' }).click();
    await expect(toast(page)).toContainText('Admin sign-in required');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(
      page.getByText('Your session ended. Sign in again to carry on: your unsaved work is still here.'),
    ).toBeVisible();

    await page.getByPlaceholder('Enter Secret Key').fill(E2E_ADMIN_KEY);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue(deal.title);
    await expect(dealCard(page, deal.asin)).toContainText('Active');
  });

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('a key sent from the sign-in form never lands in the address bar', async ({ page, consoleWatch }) => {
      consoleWatch.allow(/status of 4\d\d/);
      await page.goto('/auth');
      await page.getByPlaceholder('Enter Secret Key').fill('secret-key-in-a-url');
      await page.getByPlaceholder('Enter Secret Key').press('Enter');
      await page.waitForLoadState();
      expect(page.url()).not.toContain('secret-key-in-a-url');
    });
  });
});
