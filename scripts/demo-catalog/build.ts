// The demo catalog's generator: product lines, a fixed-seed PRNG and the rules for featured
// lists, badges and end times. Run by write-fixture.ts; the server reads what that writes.
import { UNCATEGORIZED, type EssentialCategory } from '../../src/schemas/categories';
import type { ProductType } from '../../src/schemas/deal';
import { INACCESSIBLE_ASIN_PREFIX, type DemoProduct } from '../../src/server/retailer/demo-catalog';
import {
  decimalBetween,
  hashString,
  intBetween,
  mulberry32,
  shuffled,
  type Random,
} from '../../src/server/retailer/demo-catalog-random';
import { parseLines, SHOP_CATEGORIES, type CatalogEntry, type ShopCategory } from './data';
import { ESSENTIAL_LINES } from './essentials';
import { BOOK_LINES } from './products-books';
import { HOME_PRODUCT_LINES } from './products-home';
import { MORE_PRODUCT_LINES } from './products-more';
import { STYLE_PRODUCT_LINES } from './products-style';
import { demoMeasure, demoUnits } from './units';

/** Changing the seed (or the data) changes the whole catalog; everything else is derived from it. */
const DEMO_CATALOG_SEED = 20261121;

/** Which illustration a product gets. */
type DemoVisual = ShopCategory | 'essentials';

/** A catalog product with what its drawing needs besides (the fixture keeps only DemoProduct's fields). */
export interface GeneratedProduct extends DemoProduct {
  /** Product name without brand or variant, for the illustration. */
  name: string;
  /** The size, colour or format ("Dusty Rose", "Board Book"), for the illustration. */
  variant: string;
  visual: DemoVisual;
}

export interface GeneratedCatalog {
  seeded: GeneratedProduct[];
  pool: GeneratedProduct[];
  essentials: GeneratedProduct[];
}

const APPROVED_PER_CATEGORY = 32;
/** Approved-later and uncategorized products per shop category (25 and 12 in all). */
const UNAPPROVED_PER_CATEGORY = [3, 3, 3, 3, 3, 2, 2, 2, 2, 2];
const UNCATEGORIZED_PER_CATEGORY = [2, 2, 1, 1, 1, 1, 1, 1, 1, 1];
const FEATURED_PER_TYPE = 24;
const TIKTOK_EXTRA = 10;
/** Deal end offsets: five within 3 h, five in 3-6 h, five in 1-3 days. */
const SHORT_ENDS = [35, 110, 170, 200, 290, 350];
const OTHER_ENDS = [70, 150, 250, 330, 1500, 2200, 2900, 3600, 4200];
const LIMITED_BADGES = 25;
const OUT_OF_STOCK_LISTED = 1;
/** Essential categories whose items are offered as Subscribe & Save. */
const SUBSCRIBE_AND_SAVE = new Set<EssentialCategory>(['toilet_paper', 'baby_wipes']);
const SUPER_DEAL_DISCOUNT = 62;
/** "$10 & Under" products stay at or below this price. */
const DEALS_MAX_CENTS = 1000;

const BOOK_STYLE = new Set<ShopCategory>(['books']);
const LINES: Record<ShopCategory, readonly string[]> = {
  ...HOME_PRODUCT_LINES,
  ...STYLE_PRODUCT_LINES,
  ...MORE_PRODUCT_LINES,
  books: BOOK_LINES,
} as Record<ShopCategory, readonly string[]>;

/** Every product family of the data files, expanded per variant, with its shop category. */
const CATALOG_ENTRIES: ReadonlyArray<CatalogEntry & { category: ShopCategory }> = SHOP_CATEGORIES.flatMap((category) =>
  parseLines(LINES[category] ?? [], BOOK_STYLE.has(category) ? 'book' : 'product').map((e) => ({ ...e, category })),
);

const ASIN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A sale price ending in 9 cents, at the given discount off the list price. */
function salePrice(listCents: number, discount: number, visual: DemoVisual): number {
  let cents = Math.floor((listCents * (100 - discount)) / 1000) * 10 - 1;
  if (visual === 'deals') cents = Math.min(cents, DEALS_MAX_CENTS - 1);
  return Math.max(49, cents);
}

/** Discounts from 5% to 72%, most of them moderate. */
const randomDiscount = (rng: Random) => Math.round(5 + 67 * rng() ** 1.6);

/** The retailer's saving bases and labels as its pages show them: mostly list prices, some was and 30-day lowest prices. */
function demoSavingBasis(draw: number): Pick<DemoProduct, 'savingBasisType' | 'savingBasisLabel'> {
  if (draw < 0.15) return { savingBasisType: 'WAS_PRICE', savingBasisLabel: 'Was:' };
  if (draw < 0.27) return { savingBasisType: 'LOWEST_PRICE', savingBasisLabel: 'Lowest price in 30 days' };
  return { savingBasisType: 'LIST_PRICE', savingBasisLabel: 'List Price:' };
}

function makeProduct(
  rng: Random,
  entry: CatalogEntry,
  visual: DemoVisual,
  asin: string,
  role: DemoProduct['role'],
): GeneratedProduct {
  const discount = randomDiscount(rng);
  const basis = demoSavingBasis(rng());
  const units = demoUnits(entry.variant, null);
  return {
    asin,
    title: entry.title,
    brand: entry.brand,
    name: entry.name,
    variant: entry.variant,
    description: entry.description,
    visual,
    category: visual === 'essentials' ? UNCATEGORIZED : visual,
    essentialCategory: null,
    role,
    listPriceCents: entry.listPriceCents,
    priceCents: salePrice(entry.listPriceCents, discount, visual),
    maxPriceCents: visual === 'deals' ? DEALS_MAX_CENTS - 1 : null,
    ...basis,
    ...units,
    unitMeasure: demoMeasure(entry.variant, units),
    rating: decimalBetween(rng, 3.6, 4.9),
    // Log-uniform between 40 and 60,000 reviews.
    reviewCount: Math.round(40 * 1500 ** rng()),
    isPrime: rng() < 0.72,
    availability: role === 'pool' && rng() < 0.12 ? 'OUT_OF_STOCK' : 'IN_STOCK',
    productType: 'regular',
    precedenceOrder: 0,
    isTiktokTrend: false,
    isSuperDeal: false,
    isApproved: false,
    dealBadge: null,
    dealEndsInMinutes: null,
    dealPercentClaimed: null,
    dealAccessType: null,
    offerType: null,
    createdHoursAgo: Math.round(rng() * 240 * 10) / 10,
  };
}

function asinSource(rng: Random) {
  const used = new Set<string>();
  return () => {
    for (;;) {
      let asin = 'B0';
      for (let i = 0; i < 8; i++) asin += ASIN_CHARS[Math.floor(rng() * ASIN_CHARS.length)];
      if (!used.has(asin) && !asin.startsWith(INACCESSIBLE_ASIN_PREFIX)) {
        used.add(asin);
        return asin;
      }
    }
  };
}

/** Featured types, TikTok trends, deal badges, end times and the one super deal among approved products. */
function feature(rng: Random, approved: GeneratedProduct[]) {
  const superDeal = approved
    .filter((p) => p.category === 'kitchen')
    .reduce((best, p) => (p.listPriceCents > best.listPriceCents ? p : best));
  superDeal.isSuperDeal = true;
  superDeal.priceCents = salePrice(superDeal.listPriceCents, SUPER_DEAL_DISCOUNT, superDeal.visual);
  superDeal.dealBadge = 'Deal of the Day';

  const order = shuffled(
    rng,
    approved.filter((p) => p !== superDeal),
  );
  const types: ProductType[] = ['curated', 'bestSeller', 'trending'];
  types.forEach((type, t) => {
    order.slice(t * FEATURED_PER_TYPE, (t + 1) * FEATURED_PER_TYPE).forEach((p, i) => {
      p.productType = type;
      p.precedenceOrder = i + 1;
      if (type === 'bestSeller') {
        p.rating = Math.max(p.rating, decimalBetween(rng, 4.4, 4.9));
        p.reviewCount = Math.max(p.reviewCount, intBetween(rng, 5000, 60000));
      }
      if (type === 'trending' && i < 12) p.isTiktokTrend = true;
    });
  });
  let next = types.length * FEATURED_PER_TYPE;
  const take = (n: number) => order.slice(next, (next += n));
  for (const p of take(TIKTOK_EXTRA)) p.isTiktokTrend = true;

  const bestSellers = order.filter((p) => p.productType === 'bestSeller');
  const ending = [...bestSellers.slice(0, SHORT_ENDS.length), ...take(OTHER_ENDS.length)];
  [...SHORT_ENDS, ...OTHER_ENDS].forEach((minutes, i) => {
    ending[i].dealEndsInMinutes = minutes;
    ending[i].dealBadge = minutes <= 360 ? 'Lightning Deal' : 'Limited time deal';
    // The retailer's deal details: lightning deals with a claimed share, the first for Prime members only.
    if (minutes <= 360) ending[i].offerType = 'LIGHTNING_DEAL';
    ending[i].dealPercentClaimed = 15 + (hashString(ending[i].asin) % 80);
    ending[i].dealAccessType = i === 0 ? 'PRIME_EXCLUSIVE' : 'ALL';
  });
  for (const p of take(LIMITED_BADGES)) p.dealBadge = 'Limited time deal';
  // One listed deal the retailer has run out of: its page says so, the lists leave it out.
  for (const p of take(OUT_OF_STOCK_LISTED)) p.availability = 'OUT_OF_STOCK';
}

/** The whole catalog, the same on every run. */
export function buildCatalog(): GeneratedCatalog {
  const rng = mulberry32(DEMO_CATALOG_SEED);
  const nextAsin = asinSource(rng);
  const seeded: GeneratedProduct[] = [];
  const pool: GeneratedProduct[] = [];

  SHOP_CATEGORIES.forEach((category, c) => {
    const entries = shuffled(
      rng,
      CATALOG_ENTRIES.filter((e) => e.category === category),
    );
    const unapprovedEnd = APPROVED_PER_CATEGORY + UNAPPROVED_PER_CATEGORY[c];
    const uncategorizedEnd = unapprovedEnd + UNCATEGORIZED_PER_CATEGORY[c];
    entries.forEach((entry, i) => {
      const product = makeProduct(rng, entry, category, nextAsin(), i < uncategorizedEnd ? 'seeded' : 'pool');
      product.isApproved = i < APPROVED_PER_CATEGORY;
      if (i >= unapprovedEnd && i < uncategorizedEnd) product.category = UNCATEGORIZED;
      (product.role === 'seeded' ? seeded : pool).push(product);
    });
  });
  feature(
    rng,
    seeded.filter((p) => p.isApproved),
  );

  const essentials = (Object.entries(ESSENTIAL_LINES) as [EssentialCategory, string[]][]).flatMap(([key, lines]) =>
    parseLines(lines).map((entry) => {
      const product = makeProduct(rng, entry, 'essentials', nextAsin(), 'essential');
      product.essentialCategory = key;
      const units = demoUnits(entry.variant, key);
      Object.assign(product, units, { unitMeasure: demoMeasure(entry.variant, units) });
      if (SUBSCRIBE_AND_SAVE.has(key)) product.offerType = 'SUBSCRIBE_AND_SAVE';
      // Mention the category by name so a search for it ("disinfectant wipes") finds the item.
      product.description = `${entry.description} Everyday ${key.replace(/_/g, ' ')} for the whole family.`;
      return product;
    }),
  );

  return { seeded, pool, essentials };
}
