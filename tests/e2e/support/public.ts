import { expect, type Page } from '@playwright/test';
import type { Deal, EssentialItem, SuperDeal } from '../../../src/schemas/deal';
import { test as base } from './csp';

/** The CSP-checked test (./csp) that also fails on unexpected console errors; `allowConsole` whitelists some. */
export const test = base.extend<{ allowConsole: (pattern: RegExp) => void }>({
  allowConsole: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await use((pattern) => allowed.push(pattern));
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

async function read<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

export const allDeals = async (page: Page) =>
  (await read<{ products: Deal[] }>(page, '/api/products/all?page=1&limit=500')).products;
export const superDeal = (page: Page) => read<SuperDeal | null>(page, '/api/products/super-deal');
export const essentials = (page: Page) => read<EssentialItem[]>(page, '/api/essentials');

/** Opens a page with the cookie notice already answered, so it covers nothing. */
export async function openWithConsent(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await page.goto(path);
}

export const dealCards = (page: Page) => page.getByTestId('deal-card');
export const gridHeading = (page: Page) => page.locator('#deals-title');

/**
 * Waits until the named islands have hydrated (Astro drops their `ssr` attribute), so a
 * click reaches React. Home: the grid, header controls and the floating layer.
 */
export async function waitForIslands(
  page: Page,
  names = ['DealsGrid', 'CategoryBar', 'SearchBox', 'FloatingLayer'],
): Promise<void> {
  for (const name of names)
    await expect(page.locator(`astro-island[component-url*="/${name}."]`)).not.toHaveAttribute('ssr', /.*/, {
      timeout: 20_000,
    });
}

/** The home page, answered cookie notice, hydrated and with its first deals shown. */
export async function openHome(page: Page): Promise<void> {
  await openWithConsent(page, '/');
  await waitForIslands(page);
  await expect(page.getByTestId('deal-card').first()).toBeVisible({ timeout: 20_000 });
}
