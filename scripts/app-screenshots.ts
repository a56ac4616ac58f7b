// Writes the web manifest's screenshots (public/screenshots/) from the running site, as a phone and
// a computer show the home page. Start the site (`npm start`), then run and commit the files:
//   npx tsx scripts/app-screenshots.ts [http://localhost:4321]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const site = process.argv[2] ?? 'http://localhost:4321';
const OUT_DIR = path.resolve(import.meta.dirname, '../public/screenshots');
// The sizes scripts/brand-images.ts writes into the manifest.
const SHOTS = [
  { file: 'home-phone.webp', width: 390, height: 844, scale: 2 },
  { file: 'home-wide.webp', width: 1280, height: 800, scale: 1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
    });
    // The cookie notice is answered, as on a returning visit.
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.goto(site);
    await page.getByTestId('deal-card').first().waitFor();
    // The full list and the pictures settle.
    await page.waitForTimeout(3000);
    const png = await page.screenshot();
    await sharp(png).webp({ quality: 80 }).toFile(path.join(OUT_DIR, shot.file));
    console.log(`wrote public/screenshots/${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
}
