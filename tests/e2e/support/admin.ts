import { expect, type Locator, type Page } from '@playwright/test';
import type { Deal } from '../../../src/schemas/deal';
import { test as base } from './csp';
import { E2E_ADMIN_KEY } from './env';

/** Console errors and page errors of a test; checked after it unless allowed. */
export class ConsoleWatch {
  readonly errors: string[] = [];
  private allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(m.text());
    });
    page.on('pageerror', (e) => this.errors.push(e.message));
  }

  /** Errors the test causes on purpose (a 401 after revoking, say). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.errors.filter((e) => !this.allowed.some((p) => p.test(e)));
  }
}

/** The CSP-checked test (./csp) with a console watch that fails the test on any unexpected console error. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const watch = new ConsoleWatch(page);
      await use(watch);
      expect(watch.unexpected(), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const SEARCH_PLACEHOLDER = 'Search by title, description, brand or category...';

/** Signs in through the form /admin214 shows without a session and waits for the deals. */
export async function signInOnAdminPage(page: Page): Promise<void> {
  await page.goto('/admin214');
  await page.getByPlaceholder('Enter Secret Key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPanelReady(page);
}

/** The first load renders hundreds of deals; a traced, busy CI browser can take a while. */
export async function expectPanelReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('deal-card').first()).toBeVisible({ timeout: 20_000 });
}

/** Every deal, as the admin API has it (the page's cookies sign the request). */
export async function adminDeals(page: Page): Promise<Deal[]> {
  const res = await page.request.get('/api/admin/products/all?page=1&limit=1000');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { products: Deal[] } }).data.products;
}

export async function adminDeal(page: Page, asin: string): Promise<Deal> {
  const deal = (await adminDeals(page)).find((d) => d.asin === asin);
  if (!deal) throw new Error(`no deal ${asin}`);
  return deal;
}

const searchable = (d: Deal) => [d.title, d.description, d.brand, d.category, d.categoryLabel].join(' ').toLowerCase();

/** A deal whose title appears in no other deal's searchable text, so a title search shows only it. */
export function uniquelyTitled(deals: Deal[], pick: (d: Deal) => boolean): Deal {
  const found = deals.find(
    (d) => pick(d) && deals.filter((o) => searchable(o).includes(d.title.toLowerCase())).length === 1,
  );
  if (!found) throw new Error('no uniquely titled deal matches');
  return found;
}

export const dealCard = (page: Page, asin: string): Locator =>
  page.locator(`[data-testid="deal-card"][data-asin="${asin}"]`);

export async function searchDeals(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(text);
}

export const toast = (page: Page): Locator => page.getByTestId('admin-toast');

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}
