import sharp from 'sharp';
import type { DemoProduct } from './demo-catalog';
import { renderProductSvg } from './demo-catalog-image';

const rendered = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * The demo illustration as a WebP, rendered once per ASIN and kept (the catalog is bounded).
 * Browsers decode raster images off the main thread, whereas each SVG image is a document
 * built on it, so the demo home page costs a phone what the retailer's JPEGs would.
 */
export function renderProductWebp(product: DemoProduct | null): Promise<Uint8Array<ArrayBuffer>> {
  const key = product?.asin ?? '';
  let image = rendered.get(key);
  if (!image) {
    image = sharp(Buffer.from(renderProductSvg(product)))
      .webp({ quality: 80 })
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
    image.catch(() => rendered.delete(key));
    rendered.set(key, image);
  }
  return image;
}
