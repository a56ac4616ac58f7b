import { expect, openWithConsent, test } from './support/public';

// A busy machine can be slow to seed, hydrate and run axe; no assertion here is about speed.
test.describe.configure({ timeout: 60_000 });

const DISCLOSURE = 'As an Amazon Associate I earn from qualifying purchases.';

test.describe('public pages', () => {
  test('home shows the header, hero, listing and disclosure', async ({ page }) => {
    await openWithConsent(page, '/');
    await expect(page).toHaveTitle(/Savvy Mom Deals/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Shop Smarter, Save Better' })).toBeVisible();
    await expect(page.getByPlaceholder('Search deals...')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Deal categories' }).getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Get Deal Alerts' }).first()).toBeVisible();
    await expect(page.getByText('Live Updates')).toBeVisible();
    await expect(page.getByText('Hot Deals Refreshed Everyday at 10am & 6pm ET')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Today's Best Sellers" })).toBeVisible();
    await expect(page.getByTestId('deal-card').first()).toBeVisible();
    await expect(page.getByText(DISCLOSURE)).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Savvy Mom Deals`)).toBeVisible();
  });

  test('welcome has every section and its footer links', async ({ page }) => {
    await openWithConsent(page, '/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Smarter, Save Better' })).toBeVisible();
    for (const name of [
      "Today's Featured Picks",
      'Trending with Moms Today',
      'Moms Love Saving With Us',
      'How Deals Work',
      'How It Works',
      'Shop by Category',
      'Ready to Start Saving?',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: "Browse Today's Deals" })).toHaveAttribute('href', '/');
    await expect(page.locator('#featured-deals article')).toHaveCount(2);
    await expect(page.locator('#trending-deals article')).toHaveCount(4);
    await expect(page.locator('#trending-deals')).toContainText('BEST SELLER');
    await expect(page.getByText(/projected/i)).toBeVisible();
    await expect(page.locator('[data-stat="dealsToday"]')).not.toHaveText('—');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('href', '/support');
    await expect(footer.getByRole('link', { name: 'support@savvymomdeals.com' })).toHaveAttribute(
      'href',
      'mailto:support@savvymomdeals.com',
    );
    await expect(page.getByText(DISCLOSURE)).toBeVisible();
  });

  test('welcome comes with its deals in its HTML, loads no deal data, and tracks a click', async ({
    page,
    context,
  }) => {
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/products/')) reads.push(r.url());
    });
    await context.route(/amazon\.com/, (route) => route.fulfill({ body: 'retailer' }));
    await openWithConsent(page, '/welcome');
    const card = page.locator('#featured-deals article').first();
    await expect(card).toContainText(/\$\d/);
    await expect(page.locator('[data-tile="prime"]')).not.toHaveText('—');
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/deal-clicks/track') && r.method() === 'POST');
    await card.getByRole('link', { name: /Click & Save/ }).click();
    const body = (await tracked).postDataJSON() as { clickSource: string; metadata: Record<string, unknown> };
    expect(body.clickSource).toBe('welcome');
    expect(body.metadata).toMatchObject({ section: 'welcome-featured', position: 1, totalDeals: 2 });
    expect(reads).toEqual([]);
    const slashed = await page.request.get('/welcome/?ref=x', { maxRedirects: 0 });
    expect([slashed.status(), slashed.headers().location]).toEqual([301, '/welcome?ref=x']);
  });

  test("a welcome deal's picture that fails to load gives way to the placeholder", async ({
    page,
    context,
    allowConsole,
  }) => {
    // Every picture fails but the placeholder.
    allowConsole(/ERR_FAILED/);
    await context.route(/\.(webp|jpe?g|png)$/, (route) => route.abort());
    await openWithConsent(page, '/welcome');
    const pictures = page.locator('#featured-deals img');
    await expect(pictures).toHaveCount(2);
    for (const picture of await pictures.all()) await expect(picture).toHaveAttribute('src', '/placeholder.svg');
  });

  test('terms has its seven sections, badges and a back button', async ({ page }) => {
    await openWithConsent(page, '/welcome');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    const sections = [
      'Our Commitment',
      'How It Works',
      'Amazon Affiliate Partnership',
      'Deal Information & Accuracy',
      'Privacy & Security',
      'Community Guidelines',
      'Updates to Terms',
    ];
    for (const [i, name] of sections.entries())
      await expect(page.getByRole('heading', { level: 2, name: `${i + 1}. ${name}` })).toBeVisible();
    for (const badge of ['Verified Deals', 'Mom Approved', 'Best Savings'])
      await expect(page.getByRole('listitem').filter({ hasText: badge })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).first().click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('terms back button goes home without history', async ({ page }) => {
    await openWithConsent(page, '/terms');
    await page.getByRole('link', { name: 'Back' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('newsletter page has its cards and links', async ({ page }) => {
    await openWithConsent(page, '/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Curated Deals', 'Mom Approved', 'Quality Assured'])
      await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to Deals' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'unsubscribe at any time' })).toHaveAttribute('href', '/unsubscribe');
    await expect(page.getByRole('link', { name: 'Browse All Deals' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /Pet Deals/ }).first()).toHaveAttribute('href', /^https:/);
  });

  test('unsubscribe prefills the email from the address', async ({ page }) => {
    await openWithConsent(page, '/unsubscribe?email=jess%40example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from deal alerts' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('jess@example.com');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('auth shows the sign-in form', async ({ page }) => {
    await openWithConsent(page, '/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
    await expect(page.getByPlaceholder('Enter Secret Key')).toBeVisible();
  });

  test('an unknown path goes home, replacing history', async ({ page }) => {
    await openWithConsent(page, '/terms');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('the static 404 page replaces itself with home', async ({ page }) => {
    await openWithConsent(page, '/terms');
    await page.goto('/404.html');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
  });
});
