import { hashString } from '../../src/server/retailer/demo-catalog-random';
import type { GeneratedProduct } from './build';
import { accentFor, namedColour, paletteColour } from './drawings/colours';
import { drawingFor } from './drawings/choose';
import { escapeXml, frame, mix, type Look } from './drawings/kit';

const clip = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

/** The colours and words a drawing of this product uses: the same for every start and machine. */
function lookOf(product: GeneratedProduct): Look {
  // Sizes of one family share a colour; a variant that names a colour ("Dusty Rose") wins.
  const seed = hashString(`${product.brand}|${product.name}`);
  const main = namedColour(product.variant) ?? namedColour(product.name) ?? paletteColour(seed);
  return {
    main,
    dark: mix(main, '#000000', 0.3),
    light: mix(main, '#ffffff', 0.35),
    accent: accentFor(seed, main),
    brand: clip(product.brand.toUpperCase(), 22),
    name: product.name,
    variant: product.variant,
    seed,
  };
}

const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="Image unavailable">' +
  '<rect width="400" height="400" fill="#F1F1F1"/><g transform="translate(140 110)" fill="none" stroke="#A0A0A0" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">' +
  '<rect x="14" y="22" width="92" height="76" rx="8"/><circle cx="42" cy="48" r="9"/><path d="m18 92 30-28 20 18 14-12 22 20"/></g>' +
  '<text x="200" y="300" text-anchor="middle" font-family="Liberation Sans,Arial,sans-serif" font-size="20" fill="#606060">Image unavailable</text></svg>';

/**
 * A product drawing (SVG, under 2 KB): the product as an object of its kind (a diaper pack,
 * a stroller, a book) in its colour, lit and shadowed on a light studio background, the brand
 * printed where the real one would be. No product: a neutral placeholder.
 */
export function renderProductSvg(product: GeneratedProduct | null): string {
  if (!product) return PLACEHOLDER;
  const look = lookOf(product);
  return frame(look, drawingFor(product)(look), escapeXml(clip(product.title, 80)));
}
