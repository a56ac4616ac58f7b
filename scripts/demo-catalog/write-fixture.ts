// Writes the demo catalog fixture the server reads (fixtures/demo-catalog/): products.json,
// essentials.json and each product's picture as a 400 x 400 WebP and as the SVG it is drawn from.
// Run after changing the product lines or the drawings: npx tsx scripts/demo-catalog/write-fixture.ts
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_CATALOG_DIR, DEMO_CATALOG_FILES, type DemoProduct } from '../../src/server/retailer/demo-catalog';
import { buildCatalog, type GeneratedProduct } from './build';
import { renderProductSvg } from './image';

/** WebP at quality 80, encoded with the most effort (smallest files; done once, not per request). */
const WEBP = { quality: 80, effort: 6 } as const;

/** The fixture's record of a product: what the server needs, without the drawing's inputs. */
export function fixtureRecord({
  name: _name,
  variant: _variant,
  visual: _visual,
  ...product
}: GeneratedProduct): DemoProduct {
  return product;
}

/** A JSON list with one product per line: small, and a change to one product is a one-line diff. */
export const fixtureJson = (products: GeneratedProduct[]) =>
  `[\n${products.map((p) => JSON.stringify(fixtureRecord(p))).join(',\n')}\n]\n`;

async function writeImage(name: string, product: GeneratedProduct | null): Promise<void> {
  const svg = renderProductSvg(product);
  const dir = path.join(DEMO_CATALOG_DIR, 'images');
  await fs.writeFile(path.join(dir, `${name}.svg`), svg);
  await fs.writeFile(path.join(dir, `${name}.webp`), await sharp(Buffer.from(svg)).webp(WEBP).toBuffer());
}

async function main(): Promise<void> {
  const { seeded, pool, essentials } = buildCatalog();
  await fs.rm(path.join(DEMO_CATALOG_DIR, 'images'), { recursive: true, force: true });
  await fs.mkdir(path.join(DEMO_CATALOG_DIR, 'images'), { recursive: true });
  await fs.writeFile(path.join(DEMO_CATALOG_DIR, DEMO_CATALOG_FILES.products), fixtureJson([...seeded, ...pool]));
  await fs.writeFile(path.join(DEMO_CATALOG_DIR, DEMO_CATALOG_FILES.essentials), fixtureJson(essentials));
  const all = [...seeded, ...pool, ...essentials];
  await writeImage('placeholder', null);
  for (const product of all) await writeImage(product.asin, product);
  console.log(`Wrote ${all.length} products and their images to ${DEMO_CATALOG_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
