import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoProduct } from './demo-catalog';
import { renderProductSvg } from './demo-catalog-image';
import { hashString } from './demo-catalog-random';

type Image = Uint8Array<ArrayBuffer>;

/** WebP effort 2 encodes about 4x faster than the default 4, for files about 5% larger. */
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Demo drawings as WebP, rendered once per ASIN and kept in memory (the catalog is bounded)
 * and, when `dir` is given, on disk, so a restart serves them without drawing again.
 * A file is named after a hash of its SVG, so a changed drawing is never served stale.
 * Browsers decode raster images off the main thread, whereas each SVG image is a document
 * built on it, so the demo home page costs a phone what the retailer's JPEGs would.
 */
export function createDemoImageRenderer(dir: string | null) {
  const rendered = new Map<string, Promise<Image>>();

  async function render(svg: string, key: string): Promise<Image> {
    const file = dir && path.join(dir, `${key}.${hashString(svg).toString(36)}.webp`);
    if (file) {
      const stored = await fs.readFile(file).catch(() => null);
      if (stored) return new Uint8Array(stored);
    }
    const image = new Uint8Array(await sharp(Buffer.from(svg)).webp(WEBP).toBuffer());
    if (file) {
      // Written beside and renamed, so a crash never leaves half a file; a failed write only costs a redraw.
      const temp = `${file}.${process.pid}.tmp`;
      await fs
        .mkdir(dir, { recursive: true })
        .then(() => fs.writeFile(temp, image))
        .then(() => fs.rename(temp, file))
        .catch(() => fs.rm(temp, { force: true }).catch(() => undefined));
    }
    return image;
  }

  return {
    webp(product: DemoProduct | null): Promise<Image> {
      const key = product?.asin ?? 'placeholder';
      let image = rendered.get(key);
      if (!image) {
        image = render(renderProductSvg(product), key);
        image.catch(() => rendered.delete(key));
        rendered.set(key, image);
      }
      return image;
    },
  };
}
