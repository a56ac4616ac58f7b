import type { ApiBody } from '../support/http';
import type { Deal } from '../../src/schemas/deal';
import { expect, openWithConsent, test } from './support/public';

test.describe.configure({ timeout: 60_000 });

/** Links no 'Click & Save' button may carry, and an image host that is not the retailer's. */
const HOSTILE_LINKS = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example/dp',
];
const HOSTILE_IMAGE = 'https://evil.example/pixel.gif';

test('welcome shows deals with a hostile link or image without the link and with the placeholder image', async ({
  page,
}) => {
  // Rows stored before links were checked at import: the page is the last line of defence.
  await page.route('**/api/products/trending', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ApiBody<Deal[]>;
    const data = body.data.map((deal, i) => ({
      ...deal,
      amazonUrl: HOSTILE_LINKS[i % HOSTILE_LINKS.length],
      imageUrl: HOSTILE_IMAGE,
    }));
    await route.fulfill({ response, json: { ...body, data } });
  });
  await openWithConsent(page, '/welcome');

  const cards = page.locator('#featured-deals > li, #trending-deals > li');
  await expect(page.locator('#trending-deals > li')).not.toHaveCount(0);
  await expect(page.locator('#featured-deals > li')).toHaveCount(2);
  await expect(cards.locator('[data-field="link"]')).toHaveCount(0);
  const images = await cards.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(images.length).toBeGreaterThan(0);
  expect(new Set(images)).toEqual(new Set(['/placeholder.svg']));
});
