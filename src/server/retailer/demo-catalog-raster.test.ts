import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCatalog } from './demo-catalog';
import { renderProductSvg } from './demo-catalog-image';
import { createDemoImageRenderer } from './demo-catalog-raster';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-images-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const { seeded } = demoCatalog();
const product = seeded[0];

describe('demo product WebP', () => {
  it('is a 400 x 400 WebP, the same bytes on every render', async () => {
    const first = await createDemoImageRenderer(null).webp(product);
    const second = await createDemoImageRenderer(null).webp(product);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('draws each product its own way: another product gives another image', async () => {
    const renderer = createDemoImageRenderer(null);
    const other = seeded.find((p) => p.name !== product.name && p.brand !== product.brand) ?? seeded[1];
    expect(renderProductSvg(other)).not.toBe(renderProductSvg(product));
    expect(Buffer.from(await renderer.webp(other)).equals(Buffer.from(await renderer.webp(product)))).toBe(false);
  });

  it('keeps what it drew in the data folder and serves it from there after a restart', async () => {
    const dir = tempDir();
    const drawn = await createDemoImageRenderer(dir).webp(product);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^${product.asin}\\.[0-9a-z]+\\.webp$`));
    expect(Buffer.from(fs.readFileSync(path.join(dir, files[0]))).equals(Buffer.from(drawn))).toBe(true);

    // A new renderer (a restart) answers the stored file rather than drawing again.
    fs.writeFileSync(path.join(dir, files[0]), 'stored bytes');
    expect(Buffer.from(await createDemoImageRenderer(dir).webp(product)).toString()).toBe('stored bytes');
  });

  it('still answers when the data folder cannot be written', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(file, '');
    const image = await createDemoImageRenderer(file).webp(product);
    expect((await sharp(image).metadata()).format).toBe('webp');
  });

  it('answers a placeholder WebP when there is no product', async () => {
    const meta = await sharp(await createDemoImageRenderer(null).webp(null)).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 400]);
  });
});
