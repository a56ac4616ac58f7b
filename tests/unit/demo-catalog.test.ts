import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESSENTIAL_CATEGORIES } from '../../src/schemas/categories';
import { PRODUCT_TYPES } from '../../src/schemas/deal';
import { buildCatalog } from '../../scripts/demo-catalog/build';
import { SHOP_CATEGORIES } from '../../scripts/demo-catalog/data';
import { wrapName } from '../../scripts/demo-catalog/drawings/labels';
import { renderProductSvg } from '../../scripts/demo-catalog/image';
import { fixtureJson } from '../../scripts/demo-catalog/write-fixture';
import {
  DEMO_CATALOG_DIR,
  DEMO_CATALOG_FILES,
  demoCatalog,
  demoImageName,
  priceOn,
  synthesiseProduct,
} from '../../src/server/retailer/demo-catalog';
import { DEALS_ONLY_MIN_DISCOUNT, createDemoCatalogClient } from '../../src/server/retailer/demo-catalog-client';
import type { RetailerSearch } from '../../src/server/retailer/retailer-client';
import { anyString } from '../support/matchers';

const NOW = new Date('2026-11-21T15:00:00Z');
const client = createDemoCatalogClient('testtag-20', () => NOW);
const search = (overrides: Partial<RetailerSearch>) =>
  client.searchItems({
    keywords: [],
    dealsOnly: false,
    prime: false,
    includeOutOfStock: true,
    maxResults: 100,
    ...overrides,
  });

describe('demo catalog', () => {
  const { seeded, pool, essentials } = demoCatalog();
  const all = [...seeded, ...pool, ...essentials];
  const approved = seeded.filter((p) => p.isApproved);

  it('has realistic-looking, unique ASINs', () => {
    for (const p of all) expect(p.asin).toMatch(/^B0[A-Z0-9]{8}$/);
    expect(new Set(all.map((p) => p.asin)).size).toBe(all.length);
    expect(all.some((p) => p.asin.startsWith('B0ZZ'))).toBe(false);
  });

  it('has at least 320 approved products in every shop category, plus work for the operator and a wider pool', () => {
    expect(approved.length).toBeGreaterThanOrEqual(320);
    for (const category of SHOP_CATEGORIES) {
      expect(approved.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(30);
    }
    const unapproved = seeded.filter((p) => !p.isApproved);
    expect(unapproved.filter((p) => p.category === 'uncategorized').length).toBeGreaterThanOrEqual(10);
    expect(unapproved.filter((p) => p.category !== 'uncategorized').length).toBeGreaterThanOrEqual(20);
    expect(pool.length).toBeGreaterThanOrEqual(140);
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
  });

  it('keeps prices, discounts, ratings and review counts in realistic ranges', () => {
    for (const p of seeded) {
      const { priceCents, discountPercentage } = priceOn(p, NOW);
      expect(priceCents).toBeLessThan(p.listPriceCents);
      expect(discountPercentage).toBeGreaterThanOrEqual(5);
      expect(discountPercentage).toBeLessThanOrEqual(75);
      expect(p.rating).toBeGreaterThanOrEqual(3.6);
      expect(p.rating).toBeLessThanOrEqual(4.9);
      expect(p.reviewCount).toBeGreaterThanOrEqual(40);
      expect(p.reviewCount).toBeLessThanOrEqual(60000);
    }
    for (const p of seeded.filter((d) => d.category === 'deals'))
      expect(priceOn(p, NOW).priceCents).toBeLessThanOrEqual(1000);
  });

  it('features every product type, TikTok trends, Prime and non-Prime, and exactly one super deal', () => {
    for (const type of PRODUCT_TYPES)
      expect(approved.filter((p) => p.productType === type).length, type).toBeGreaterThanOrEqual(20);
    expect(approved.filter((p) => p.isTiktokTrend).length).toBeGreaterThanOrEqual(10);
    expect(approved.some((p) => p.isPrime) && approved.some((p) => !p.isPrime)).toBe(true);
    const supers = all.filter((p) => p.isSuperDeal);
    expect(supers).toHaveLength(1);
    expect(supers[0].isApproved).toBe(true);
    expect(priceOn(supers[0], NOW).discountPercentage).toBeGreaterThanOrEqual(50);
  });

  it('has deals ending within 3 hours, within 3 to 6 hours and in 1 to 3 days', () => {
    const ends = approved.map((p) => p.dealEndsInMinutes).filter((m): m is number => m !== null);
    expect(ends.filter((m) => m < 180).length).toBeGreaterThanOrEqual(3);
    expect(ends.filter((m) => m >= 180 && m < 360).length).toBeGreaterThanOrEqual(3);
    expect(ends.filter((m) => m >= 1440 && m <= 4320).length).toBeGreaterThanOrEqual(3);
  });

  it('has 3 to 5 items for each essential category', () => {
    for (const key of Object.keys(ESSENTIAL_CATEGORIES)) {
      const n = essentials.filter((p) => p.essentialCategory === key).length;
      expect(n, key).toBeGreaterThanOrEqual(3);
      expect(n, key).toBeLessThanOrEqual(5);
    }
  });

  it('drifts prices by at most 3% from day to day, the same all day', () => {
    const nextDay = new Date(NOW.getTime() + 86_400_000);
    const laterToday = new Date(NOW.getTime() + 3_600_000);
    let changed = 0;
    for (const p of seeded) {
      const today = priceOn(p, NOW).priceCents;
      expect(priceOn(p, laterToday).priceCents).toBe(today);
      const tomorrow = priceOn(p, nextDay).priceCents;
      if (tomorrow !== today) changed += 1;
      expect(Math.abs(tomorrow - today)).toBeLessThanOrEqual(Math.ceil(p.priceCents * 0.061));
    }
    expect(changed).toBeGreaterThan(seeded.length / 2);
  });
});

describe('demo catalog client: searchItems', () => {
  it('matches every keyword word, case-insensitively, in title, brand or description', async () => {
    const items = await search({ keywords: ['SIPPY cup'] });
    expect(items.some((i) => i.title === 'Munchkin Miracle 360 Sippy Cup, 2 Pack')).toBe(true);
    for (const i of items) {
      const text = `${i.title} ${i.brand} ${i.description}`.toLowerCase();
      expect(text.includes('sippy') && text.includes('cup')).toBe(true);
    }
    expect(await search({ keywords: ['sippy', 'chainsaw'] })).toEqual([]);
  });

  it('finds products of the wider pool that were not seeded, and essentials by category name', async () => {
    const seededAsins = new Set(demoCatalog().seeded.map((p) => p.asin));
    const items = await search({ keywords: [] });
    expect(items.some((i) => !seededAsins.has(i.asin))).toBe(true);
    const paper = await search({ keywords: ['toilet paper'] });
    expect(paper.some((i) => i.brand === 'Charmin')).toBe(true);
    const wipes = await search({ keywords: ['disinfectant wipes'] });
    expect(wipes.some((i) => i.brand === 'Clorox')).toBe(true);
  });

  it('finds 3 or more in-stock deals for every essential category by its display name', async () => {
    for (const [key, name] of Object.entries(ESSENTIAL_CATEGORIES)) {
      const items = await search({ keywords: [name], dealsOnly: true, includeOutOfStock: false, maxResults: 10 });
      expect(items.length, key).toBeGreaterThanOrEqual(3);
    }
  });

  it('applies minRating, price range, Prime and maxResults', async () => {
    const rated = await search({ minRating: 4.5 });
    expect(rated.length).toBeGreaterThan(0);
    for (const i of rated) expect(i.rating).toBeGreaterThanOrEqual(4.5);

    const ranged = await search({ minPrice: 20, maxPrice: 30 });
    expect(ranged.length).toBeGreaterThan(0);
    for (const i of ranged) expect(i.price >= 20 && i.price <= 30).toBe(true);

    const prime = await search({ prime: true });
    expect(prime.length).toBeGreaterThan(0);
    for (const i of prime) expect(i.isPrime).toBe(true);

    expect(await search({ maxResults: 7 })).toHaveLength(7);
  });

  it('keeps only items at least 10% off when dealsOnly is set', async () => {
    expect((await search({})).some((i) => i.discountPercentage < DEALS_ONLY_MIN_DISCOUNT)).toBe(true);
    const deals = await search({ dealsOnly: true });
    expect(deals.length).toBeGreaterThan(0);
    for (const i of deals) expect(i.discountPercentage).toBeGreaterThanOrEqual(DEALS_ONLY_MIN_DISCOUNT);
  });

  it('leaves out-of-stock items out unless asked for', async () => {
    const outOfStock = demoCatalog().pool.find((p) => p.availability === 'OUT_OF_STOCK');
    expect(outOfStock).toBeDefined();
    const keywords = [outOfStock?.title ?? ''];
    expect((await search({ keywords, includeOutOfStock: true })).map((i) => i.asin)).toContain(outOfStock?.asin);
    expect((await search({ keywords, includeOutOfStock: false })).map((i) => i.asin)).not.toContain(outOfStock?.asin);
    for (const i of await search({ includeOutOfStock: false })) expect(i.availability).not.toBe('OUT_OF_STOCK');
  });

  it('describes items with the partner tag, a local image and the time of fetching', async () => {
    const [item] = await search({ keywords: ['air fryer'], maxResults: 1 });
    expect(item.detailPageUrl).toBe(`https://www.amazon.com/dp/${item.asin}?tag=testtag-20`);
    expect(item.imageUrl).toBe(`/demo-images/${item.asin}.webp`);
    expect(item.fetchedAt).toEqual(NOW);
    expect(item.originalPrice).toBeGreaterThan(item.price);
  });
});

describe('demo catalog client: getItems', () => {
  it('returns catalog items for known ASINs', async () => {
    const known = demoCatalog().seeded[0];
    const { items, errors } = await client.getItems([known.asin]);
    expect(errors).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ asin: known.asin, title: known.title, brand: known.brand });
  });

  it('synthesises the same product for an unknown well-formed ASIN every time', async () => {
    const first = await client.getItems(['B0UNKNOWN1']);
    const second = await createDemoCatalogClient('testtag-20', () => NOW).getItems(['B0UNKNOWN1']);
    expect(first.errors).toEqual([]);
    expect(first.items[0].asin).toBe('B0UNKNOWN1');
    expect(first.items[0].title.length).toBeGreaterThan(5);
    expect(first.items[0].price).toBeGreaterThan(0);
    expect(second.items[0]).toEqual(first.items[0]);
    expect(synthesiseProduct('B0UNKNOWN2').asin).toBe('B0UNKNOWN2');
  });

  it('shows a synthesised product with the picture of the catalog product it is modelled on', () => {
    const product = synthesiseProduct('B0UNKNOWN1');
    const model = demoCatalog().byAsin.get(demoImageName('B0UNKNOWN1'));
    expect(model).toMatchObject({ title: product.title, brand: product.brand });
    expect(demoImageName(model!.asin)).toBe(model!.asin);
    expect(demoImageName('B0ZZ000000')).toBe('placeholder');
  });

  it('answers per-item errors for B0ZZ ASINs and malformed ones, alongside good items', async () => {
    const known = demoCatalog().pool[0].asin;
    const { items, errors } = await client.getItems([known, 'B0ZZ123456', 'short']);
    expect(items.map((i) => i.asin)).toEqual([known]);
    expect(errors).toEqual([
      { asin: 'B0ZZ123456', code: 'ItemNotAccessible', message: anyString() },
      { asin: 'short', code: 'InvalidParameterValue', message: anyString() },
    ]);
  });
});

describe('demo catalog fixture', () => {
  const generated = buildCatalog();
  const read = (name: string) => fs.readFileSync(path.join(DEMO_CATALOG_DIR, name), 'utf8');

  it('is what the generator writes (run scripts/demo-catalog/write-fixture.ts after changing it)', () => {
    expect(read(DEMO_CATALOG_FILES.products)).toBe(fixtureJson([...generated.seeded, ...generated.pool]));
    expect(read(DEMO_CATALOG_FILES.essentials)).toBe(fixtureJson(generated.essentials));
    for (const p of [...generated.seeded, ...generated.pool, ...generated.essentials]) {
      expect(read(`images/${p.asin}.svg`), p.title).toBe(renderProductSvg(p));
      expect(fs.statSync(path.join(DEMO_CATALOG_DIR, `images/${p.asin}.webp`)).size, p.title).toBeGreaterThan(500);
    }
    expect(read('images/placeholder.svg')).toBe(renderProductSvg(null));
  });
});

describe('demo product illustration', () => {
  it('is a small SVG for every product, with escaped text', () => {
    const { seeded, pool, essentials } = buildCatalog();
    for (const p of [...seeded, ...pool, ...essentials]) {
      const svg = renderProductSvg(p);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(Buffer.byteLength(svg), p.title).toBeLessThan(2048);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
    const melissa = seeded.concat(pool).find((p) => p.brand === 'Melissa & Doug');
    expect(renderProductSvg(melissa ?? null)).toContain('aria-label="Melissa &amp; Doug');
    const pampers = seeded.concat(pool).find((p) => p.brand === 'Pampers');
    expect(renderProductSvg(pampers ?? null)).toContain('>PAMPERS</text>');
  });

  it('falls back to a neutral placeholder', () => {
    expect(renderProductSvg(null)).toContain('Image unavailable');
  });

  it('wraps a long name onto two lines and shortens the rest', () => {
    expect(wrapName('Air Fryer')).toEqual(['Air Fryer']);
    const lines = wrapName('Classic Tilt-Head Stand Mixer with a Very Long Name That Goes On and On');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(26);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});
