/** The shop categories products are filed under ('home' is the "all" tab, so no product has it). */
export const SHOP_CATEGORIES = [
  'kitchen',
  'baby',
  'toddler',
  'fashion',
  'toys',
  'beauty',
  'pantry',
  'men',
  'books',
  'deals',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/**
 * Product data is written one line per product family:
 *   "Brand|Name|Variant:ListPrice;Variant:ListPrice|Feature sentence."
 * Each variant becomes its own product. For books the brand is the author.
 */
export type ProductLines = Partial<Record<ShopCategory, string[]>>;

/** One product as written in the data files, before prices and flags are generated. */
export interface CatalogEntry {
  brand: string;
  /** The product name without brand or variant (used on the illustration). */
  name: string;
  variant: string;
  title: string;
  description: string;
  listPriceCents: number;
}

/** Expands data lines into one entry per variant; throws on a malformed line (caught by the unit tests). */
export function parseLines(lines: readonly string[], style: 'product' | 'book' = 'product'): CatalogEntry[] {
  return lines.flatMap((line) => {
    const [brand, name, variants, feature] = line.split('|');
    if (!brand || !name || !variants || !feature) throw new Error(`Malformed catalog line: ${line}`);
    return variants.split(';').map((spec) => {
      const cut = spec.lastIndexOf(':');
      const variant = spec.slice(0, cut).trim();
      const listPriceCents = Math.round(Number(spec.slice(cut + 1)) * 100);
      if (cut < 0 || !Number.isFinite(listPriceCents) || listPriceCents <= 0) throw new Error(`Bad price in: ${line}`);
      const title =
        style === 'book'
          ? `${name}${variant ? ` (${variant})` : ''}`
          : `${brand} ${name}${variant ? `, ${variant}` : ''}`;
      const description = style === 'book' ? `${feature} By ${brand}.` : feature;
      return { brand, name, variant, title, description, listPriceCents };
    });
  });
}
