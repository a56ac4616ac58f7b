import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/support/wire-deals';
import { dealMeta } from './deal-meta';

const SITE = 'https://deals.example.com';

describe('dealMeta', () => {
  it('gives the canonical address, the price with its discount and the breadcrumb', () => {
    const deal = makeDeal({ asin: 'B0MUG00001', title: 'Big Mug', price: 10, originalPrice: 20, category: 'kitchen' });
    const meta = dealMeta(deal, SITE);
    expect(meta.path).toBe('/deal/B0MUG00001/big-mug');
    expect(meta.url).toBe(`${SITE}/deal/B0MUG00001/big-mug`);
    expect(meta.title).toBe('Big Mug: $10.00 (50% off)');
    expect(meta.description).toMatch(/^\$10\.00 \(50% off\) at Amazon from Acme\. /);
    expect(meta.trail.map((c) => c.url)).toEqual([`${SITE}/`, `${SITE}/category/kitchen`, meta.url]);
    expect(meta.jsonLd.map((o) => o['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('names no discount within the 50-cent price gap (docs/product.md 5.1)', () => {
    const meta = dealMeta(makeDeal({ title: 'Mug', price: 10, originalPrice: 10.5, discountPercentage: 5 }), SITE);
    expect(meta.title).toBe('Mug: $10.00');
  });

  it('makes the image absolute and keeps the title and description short', () => {
    const long = 'word '.repeat(100);
    const meta = dealMeta(
      makeDeal({ imageUrl: '/demo-images/a.webp', title: long, description: long, price: 5 }),
      SITE,
    );
    expect(meta.image).toBe(`${SITE}/demo-images/a.webp`);
    expect(meta.title.length).toBeLessThanOrEqual(70);
    expect(meta.title).toMatch(/word…: \$5\.00 \(50% off\)$/);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description).toMatch(/word…$/);
  });
});
