import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isAsin } from '../../rules/asins';
import { essentialCategorySchema } from '../../schemas/categories';
import { PRODUCT_TYPES } from '../../schemas/deal';
import { hashString } from './demo-catalog-random';

/** The demo catalog's data: JSON and images written by scripts/demo-catalog/write-fixture.ts. */
export const DEMO_CATALOG_DIR = fileURLToPath(new URL('../../../fixtures/demo-catalog/', import.meta.url));

const demoProductSchema = z.object({
  asin: z.string().regex(/^B0[A-Z0-9]{8}$/),
  title: z.string(),
  brand: z.string(),
  description: z.string(),
  /** A shop category, or 'uncategorized' for the products left for the operator to file. */
  category: z.string(),
  essentialCategory: essentialCategorySchema.nullable(),
  /** seeded: inserted by the seed; pool: only found by retailer search; essential: essentials table. */
  role: z.enum(['seeded', 'pool', 'essential']),
  listPriceCents: z.number().int().positive(),
  /** The base sale price; priceOn() adds the daily drift. */
  priceCents: z.number().int().positive(),
  /** The most the price may drift up to ("$10 & Under" products stay under $10); null for no cap. */
  maxPriceCents: z.number().int().positive().nullable(),
  savingBasisType: z.enum(['LIST_PRICE', 'WAS_PRICE', 'LOWEST_PRICE']),
  savingBasisLabel: z.string(),
  unitCount: z.number().nullable(),
  unitLabel: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isPrime: z.boolean(),
  availability: z.enum(['IN_STOCK', 'OUT_OF_STOCK']),
  productType: z.enum(PRODUCT_TYPES),
  /** 1..n within each non-regular product type; 0 for regular. */
  precedenceOrder: z.number().int(),
  isTiktokTrend: z.boolean(),
  isSuperDeal: z.boolean(),
  isApproved: z.boolean(),
  dealBadge: z.string().nullable(),
  /** Minutes from the moment of fetching (or seeding) until the deal ends; null when open-ended. */
  dealEndsInMinutes: z.number().nullable(),
  /** The deal's claimed share (0-100) and who may buy it, as the Creators API's dealDetails say. */
  dealPercentClaimed: z.number().int().min(0).max(100).nullable(),
  dealAccessType: z.enum(['ALL', 'PRIME_EXCLUSIVE']).nullable(),
  offerType: z.enum(['LIGHTNING_DEAL', 'SUBSCRIBE_AND_SAVE']).nullable(),
  /** The retailer's own unit price is the price over `count` of `unit` (92 'fl oz'); null when it sends none. */
  unitMeasure: z.object({ count: z.number().positive(), unit: z.string() }).nullable(),
  /** How long ago the seed says the deal was added. */
  createdHoursAgo: z.number(),
});
export type DemoProduct = z.infer<typeof demoProductSchema>;

/** The fixture's files: products.json (seeded and pool) and essentials.json. */
export const DEMO_CATALOG_FILES = { products: 'products.json', essentials: 'essentials.json' } as const;

export interface DemoCatalog {
  seeded: DemoProduct[];
  pool: DemoProduct[];
  essentials: DemoProduct[];
  byAsin: Map<string, DemoProduct>;
}

/** ASINs starting with this answer ItemNotAccessible in the demo client (for testing per-item errors). */
export const INACCESSIBLE_ASIN_PREFIX = 'B0ZZ';

export const demoImageUrl = (asin: string) => `/demo-images/${asin}.webp`;
/** The marketplace the demo catalog's links point to, whatever CREATORS_MARKETPLACE says. */
export const DEMO_MARKETPLACE = 'www.amazon.com';
export const demoDetailUrl = (asin: string, partnerTag: string) =>
  `https://${DEMO_MARKETPLACE}/dp/${asin}?tag=${encodeURIComponent(partnerTag)}`;

const readProducts = (file: string) =>
  z.array(demoProductSchema).parse(JSON.parse(fs.readFileSync(`${DEMO_CATALOG_DIR}${file}`, 'utf8')));

function loadCatalog(): DemoCatalog {
  const products = readProducts(DEMO_CATALOG_FILES.products);
  const essentials = readProducts(DEMO_CATALOG_FILES.essentials);
  const byAsin = new Map([...products, ...essentials].map((p) => [p.asin, p]));
  return {
    seeded: products.filter((p) => p.role === 'seeded'),
    pool: products.filter((p) => p.role === 'pool'),
    essentials,
    byAsin,
  };
}

let catalog: DemoCatalog | null = null;

/** The demo catalog: read once from the fixture, identical on every machine. */
export function demoCatalog(): DemoCatalog {
  catalog ??= loadCatalog();
  return catalog;
}

/** The catalog product an unknown ASIN is modelled on (and whose picture it shows). */
function templateFor(asin: string): DemoProduct {
  const { seeded, pool } = demoCatalog();
  const products = [...seeded, ...pool];
  return products[hashString(asin) % products.length];
}

/**
 * A product invented for an unknown but well-formed ASIN, the same every time (ASIN import
 * works offline): a catalog product's data under that ASIN, as a plain open-ended offer.
 */
export function synthesiseProduct(asin: string): DemoProduct {
  return {
    ...templateFor(asin),
    asin,
    role: 'pool',
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
  };
}

/** Whether the demo catalog answers for this ASIN (B0ZZ ASINs are refused to exercise per-item errors). */
const answersFor = (asin: string) => isAsin(asin) && !asin.startsWith(INACCESSIBLE_ASIN_PREFIX);

/** The catalog product, or a synthesised one for an unknown well-formed ASIN; null otherwise. */
export function findDemoProduct(asin: string): DemoProduct | null {
  if (!answersFor(asin)) return null;
  return demoCatalog().byAsin.get(asin) ?? synthesiseProduct(asin);
}

/** The name of the fixture image showing this ASIN's product (a synthesised one shows its model's), or 'placeholder'. */
export function demoImageName(asin: string): string {
  if (!answersFor(asin)) return 'placeholder';
  return demoCatalog().byAsin.has(asin) ? asin : templateFor(asin).asin;
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
  if (product.maxPriceCents !== null) cents = Math.min(cents, product.maxPriceCents);
  return { priceCents: cents, discountPercentage: Math.round(((list - cents) / list) * 100) };
}

/** When the deal ends, counted from `at`; null when open-ended. */
export const dealEndsAt = (product: DemoProduct, at: Date) =>
  product.dealEndsInMinutes === null ? null : new Date(at.getTime() + product.dealEndsInMinutes * 60_000);

/** The retailer's unit price of the product at a price (dollars, to a tenth of a cent); null without a measure. */
export const demoUnitPrice = (product: DemoProduct, priceCents: number) =>
  product.unitMeasure
    ? {
        unitPrice: Math.round((priceCents * 10) / product.unitMeasure.count) / 1000,
        unitPriceUnit: product.unitMeasure.unit,
      }
    : { unitPrice: null, unitPriceUnit: null };
