import { isAsin } from '../../rules/asins';
import { UNCATEGORIZED, type EssentialCategory } from '../../schemas/categories';
import type { ProductType } from '../../schemas/deal';
import { parseLines, SHOP_CATEGORIES, type CatalogEntry, type ShopCategory } from './demo-catalog-data';
import { ESSENTIAL_LINES } from './demo-catalog-essentials';
import { demoUnits, type DemoUnits } from './demo-catalog-units';
import { BOOK_LINES } from './demo-catalog-products-books';
import { HOME_PRODUCT_LINES } from './demo-catalog-products-home';
import { MORE_PRODUCT_LINES } from './demo-catalog-products-more';
import { STYLE_PRODUCT_LINES } from './demo-catalog-products-style';
import { decimalBetween, hashString, intBetween, mulberry32, pick, shuffled, type Random } from './demo-catalog-random';

/** Changing the seed (or the data) changes the whole catalog; everything else is derived from it. */
const DEMO_CATALOG_SEED = 20261121;

/** seeded: inserted by the seed; pool: only found by retailer search; essential: essentials table. */
type DemoRole = 'seeded' | 'pool' | 'essential';
/** Which illustration a product gets. */
type DemoVisual = ShopCategory | 'essentials';

export interface DemoProduct extends DemoUnits {
  asin: string;
  title: string;
  brand: string;
  /** Product name without brand or variant, for the illustration. */
  name: string;
  /** The size, colour or format ("Dusty Rose", "Board Book"), for the illustration. */
  variant: string;
  description: string;
  visual: DemoVisual;
  /** A shop category, or 'uncategorized' for the products left for the operator to file. */
  category: string;
  essentialCategory: EssentialCategory | null;
  role: DemoRole;
  listPriceCents: number;
  /** The base sale price; priceOn() adds the daily drift. */
  priceCents: number;
  savingBasisType: 'LIST_PRICE' | 'WAS_PRICE' | 'LOWEST_PRICE';
  savingBasisLabel: string;
  rating: number;
  reviewCount: number;
  isPrime: boolean;
  availability: 'IN_STOCK' | 'OUT_OF_STOCK';
  productType: ProductType;
  /** 1..n within each non-regular product type; 0 for regular. */
  precedenceOrder: number;
  isTiktokTrend: boolean;
  isSuperDeal: boolean;
  isApproved: boolean;
  dealBadge: string | null;
  /** Minutes from the moment of fetching (or seeding) until the deal ends; null when open-ended. */
  dealEndsInMinutes: number | null;
  /** How long ago the seed says the deal was added. */
  createdHoursAgo: number;
}

export interface DemoCatalog {
  seeded: DemoProduct[];
  pool: DemoProduct[];
  essentials: DemoProduct[];
  byAsin: Map<string, DemoProduct>;
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
/** ASINs starting with this answer ItemNotAccessible in the demo client (for testing per-item errors). */
export const INACCESSIBLE_ASIN_PREFIX = 'B0ZZ';

export const demoImageUrl = (asin: string) => `/demo-images/${asin}.webp`;
/** The marketplace the demo catalog's links point to, whatever CREATORS_MARKETPLACE says. */
export const DEMO_MARKETPLACE = 'www.amazon.com';
export const demoDetailUrl = (asin: string, partnerTag: string) =>
  `https://${DEMO_MARKETPLACE}/dp/${asin}?tag=${encodeURIComponent(partnerTag)}`;

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

function makeProduct(rng: Random, entry: CatalogEntry, visual: DemoVisual, asin: string, role: DemoRole): DemoProduct {
  const discount = randomDiscount(rng);
  const basis = demoSavingBasis(rng());
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
    ...basis,
    ...demoUnits(entry.variant, null),
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
function feature(rng: Random, approved: DemoProduct[]) {
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
  });
  for (const p of take(LIMITED_BADGES)) p.dealBadge = 'Limited time deal';
}

function buildCatalog(): DemoCatalog {
  const rng = mulberry32(DEMO_CATALOG_SEED);
  const nextAsin = asinSource(rng);
  const seeded: DemoProduct[] = [];
  const pool: DemoProduct[] = [];

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
      Object.assign(product, demoUnits(entry.variant, key));
      // Mention the category by name so a search for it ("disinfectant wipes") finds the item.
      product.description = `${entry.description} Everyday ${key.replace(/_/g, ' ')} for the whole family.`;
      return product;
    }),
  );

  const byAsin = new Map([...seeded, ...pool, ...essentials].map((p) => [p.asin, p]));
  return { seeded, pool, essentials, byAsin };
}

let catalog: DemoCatalog | null = null;

/** The demo catalog: built once, identical on every machine. */
export function demoCatalog(): DemoCatalog {
  catalog ??= buildCatalog();
  return catalog;
}

/** A product invented from an unknown but well-formed ASIN, the same every time (ASIN import works offline). */
export function synthesiseProduct(asin: string): DemoProduct {
  const rng = mulberry32(hashString(asin));
  const entry = pick(rng, CATALOG_ENTRIES);
  return makeProduct(rng, entry, entry.category, asin, 'pool');
}

/** The catalog product, or a synthesised one for an unknown well-formed ASIN; null otherwise. */
export function findDemoProduct(asin: string): DemoProduct | null {
  if (!isAsin(asin) || asin.startsWith(INACCESSIBLE_ASIN_PREFIX)) return null;
  return demoCatalog().byAsin.get(asin) ?? synthesiseProduct(asin);
}

/**
 * The product's price on the day of `at`: the base price drifting by up to ±3% per day,
 * kept between 5% and 75% off the list price ("$10 & Under" items stay at or under $10).
 */
export function priceOn(product: DemoProduct, at: Date): { priceCents: number; discountPercentage: number } {
  const day = Math.floor(at.getTime() / 86_400_000);
  const drift = ((hashString(`${product.asin}:${day}`) % 61) - 30) / 1000;
  const list = product.listPriceCents;
  let cents = Math.round(product.priceCents * (1 + drift));
  cents = Math.min(Math.max(cents, Math.ceil(list * 0.25)), Math.floor(list * 0.95));
  if (product.visual === 'deals') cents = Math.min(cents, DEALS_MAX_CENTS - 1);
  return { priceCents: cents, discountPercentage: Math.round(((list - cents) / list) * 100) };
}

/** When the deal ends, counted from `at`; null when open-ended. */
export const dealEndsAt = (product: DemoProduct, at: Date) =>
  product.dealEndsInMinutes === null ? null : new Date(at.getTime() + product.dealEndsInMinutes * 60_000);
