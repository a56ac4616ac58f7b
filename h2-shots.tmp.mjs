import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4520';
const tag = process.argv[2] ?? 'x';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1366, 900]]) {
  for (const consent of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    if (consent) await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.goto(base + '/');
    await page.waitForSelector('[data-testid=deal-card]');
    await page.waitForTimeout(consent ? 3500 : 2500);
    const name = `${tag}-${w}x${h}-${consent ? 'answered' : 'notice'}`;
    await page.screenshot({ path: `/tmp/shots-h2/${name}-top.png` });
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots-h2/${name}-900.png` });
    const info = await page.evaluate(() => {
      const r = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]; };
      return { header: r('header'), notice: r('#cookie-notice'), floating: r('[data-testid=floating-buttons]'), flash: r('[data-testid=flash-widget]'), dock: r('[data-testid=bottom-dock]'), pad: getComputedStyle(document.body).paddingBottom };
    });
    console.log(name, JSON.stringify(info));
    await ctx.close();
  }
}
await browser.close();
