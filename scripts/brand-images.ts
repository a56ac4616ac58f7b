// Writes the PNG icons, the web manifest and the social preview image into public/ from
// public/favicon.svg and the brand copy. Run after changing either, then commit the files:
//   npx vite-node scripts/brand-images.ts   (vite-node: src/config reads import.meta.env)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { marketing } from '../src/config/marketing';
import { siteConfig } from '../src/config/site';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
// Design tokens of src/styles/global.css: --color-brand-700, --color-cream and --color-ink.
const BRAND_COLOUR = '#be1245';
const CREAM = '#fffaf7';
const INK = '#2b1d24';

const favicon = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'));
/** The favicon's heart and dollar sign without its rounded tile: home-screen icons bring their own mask. */
const heart = favicon
  .toString()
  .replace(/<rect [^>]*\/>/, '')
  .replace('viewBox="0 0 64 64"', 'viewBox="8 8 48 48"');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function writePng(name: string, image: sharp.Sharp): Promise<void> {
  await image.png({ compressionLevel: 9, palette: true }).toFile(path.join(PUBLIC_DIR, name));
  console.log(`wrote public/${name}`);
}

/**
 * A square icon: the heart on a full brand-coloured square, so no platform shows a transparent corner.
 * A maskable icon keeps the heart inside the middle circle (80% across) that every launcher's mask leaves.
 */
async function squareIcon(size: number, share = 0.7): Promise<sharp.Sharp> {
  const inner = Math.round(size * share);
  const heartPng = await sharp(Buffer.from(heart)).resize(inner, inner).png().toBuffer();
  const tile = { width: size, height: size, channels: 3, background: BRAND_COLOUR } as const;
  return sharp({ create: tile }).composite([{ input: heartPng, gravity: 'centre' }]);
}

function socialCard(): string {
  const { tagline } = marketing.brand;
  const { heading, savingsClaim } = marketing.home.hero;
  const text = (y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="600" y="${y}" font-family="Liberation Sans,Arial,sans-serif" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="${CREAM}"/>
  <rect y="590" width="1200" height="40" fill="${BRAND_COLOUR}"/>
  ${text(330, 76, 800, BRAND_COLOUR, siteConfig.productName)}
  ${text(400, 40, 700, INK, tagline)}
  ${text(470, 34, 400, INK, `${heading}. ${savingsClaim}.`)}
</svg>`;
}

/** The web manifest: named from the site config, coloured with the design tokens (docs/product.md, 4.21 The app on a phone). */
function manifest(): string {
  const icon = (src: string, size: number, purpose: string) => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const screenshot = (src: string, sizes: string, formFactor: string, label: string) => ({
    src,
    sizes,
    type: 'image/webp',
    form_factor: formFactor,
    label,
  });
  const body = {
    id: '/',
    name: `${siteConfig.productName}: ${marketing.brand.tagline}`,
    short_name: siteConfig.productName,
    description: marketing.brand.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOUR,
    background_color: CREAM,
    categories: ['shopping'],
    icons: [
      icon('/icon-192.png', 192, 'any'),
      icon('/icon-512.png', 512, 'any'),
      icon('/icon-maskable-512.png', 512, 'maskable'),
    ],
    // Written by scripts/app-screenshots.ts from the running site.
    screenshots: [
      screenshot('/screenshots/home-phone.webp', '780x1688', 'narrow', "Today's deals on a phone"),
      screenshot('/screenshots/home-wide.webp', '1280x800', 'wide', "Today's deals on a computer"),
    ],
    // A product address shared from the retailer's app opens our price check.
    share_target: { action: '/check', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

async function main(): Promise<void> {
  fs.writeFileSync(path.join(PUBLIC_DIR, 'site.webmanifest'), manifest());
  console.log('wrote public/site.webmanifest');
  await writePng('favicon-32.png', sharp(favicon).resize(32, 32));
  await writePng('apple-touch-icon.png', await squareIcon(180));
  await writePng('icon-192.png', await squareIcon(192));
  await writePng('icon-512.png', await squareIcon(512));
  await writePng('icon-maskable-512.png', await squareIcon(512, 0.5));
  const logo = await sharp(favicon).resize(160, 160).toBuffer();
  await writePng('social-card.png', sharp(Buffer.from(socialCard())).composite([{ input: logo, top: 90, left: 520 }]));
}

await main();
