import { dealPath } from '../../src/rules/deal-path';
import { allDeals, expect, openWithConsent, test } from './support/public';

// "Check any Amazon link" (/check) on a phone, against the demo retailer.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 60_000 });

test('a shared link to a deal we list opens our deal page', async ({ page }) => {
  const [deal] = await allDeals(page);
  await openWithConsent(
    page,
    `/check?text=${encodeURIComponent(`Look! https://www.amazon.com/x/dp/${deal.asin}?th=1`)}`,
  );
  await page.waitForURL((url) => url.pathname === dealPath(deal.asin, deal.title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title);
});

test('an item we do not list shows Amazon’s answer, and a typed ASIN is checked the same way', async ({ page }) => {
  const listed = new Set((await allDeals(page)).map((d) => d.asin));
  const asin = ['B0CHECK001', 'B0CHECK002', 'B0CHECK003'].find((a) => !listed.has(a)) as string;
  await openWithConsent(page, '/check');
  await page.getByLabel('Amazon link or ASIN').fill(`https://www.amazon.com/gp/aw/d/${asin.toLowerCase()}`);
  await page.getByRole('button', { name: 'Check' }).click();

  const card = page.getByTestId('checked-product');
  await expect(card).toContainText("We don't list this as a deal right now. Here is what Amazon says:");
  await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(card).toContainText(/\$\d+\.\d\d/);
  await expect(card).toContainText('Price as of');
  await expect(card).toContainText("We haven't tracked this product's price before.");
  const amazon = card.getByRole('link', { name: /View at Amazon/ });
  await expect(amazon).toHaveAttribute('href', new RegExp(`^https://www\\.amazon\\.com/.*${asin}`));
  await expect(amazon).toHaveAttribute('rel', 'sponsored noopener');
  // Watch it from here: the dialog opens with its four rules.
  await card.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('dialog', { name: 'Watch this product' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The address bar holds the check, so reloading or sharing it checks again.
  expect(new URL(page.url()).searchParams.get('url')).toContain(asin.toLowerCase());
  await page.screenshot({ path: test.info().outputPath('check-found.png'), fullPage: true });
});

test('a short link or another site gets a clear message, and the box stays usable', async ({ page, allowConsole }) => {
  allowConsole(/status of 400/);
  await openWithConsent(page, `/check?url=${encodeURIComponent('https://amzn.to/3abcDEF')}`);
  const problem = page.getByRole('alert');
  await expect(problem).toHaveText(
    'Short links like amzn.to can only be read by opening them, and we never open links for you. Open it in your browser, then share or copy the full Amazon address.',
  );
  await expect(page.getByLabel('Amazon link or ASIN')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Amazon link or ASIN').fill('https://www.walmart.com/ip/123');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(problem).toHaveText('We can only check links to amazon.com. That link is to www.walmart.com.');
});
