import type { Page } from '@playwright/test';
import { expect, openWithConsent, test, waitForIslands } from './support/public';

// Issue 15: no fixed element ever covers a card's price or 'Click & Save'. The page is scrolled
// from top to bottom in 300 px steps; at each step every price and 'Click & Save' of a card whose
// centre is on screen must be what a tap at its centre, and at both ends of the line through its
// centre, reaches (document.elementFromPoint).
// "On screen" is the viewport less the bars that span its whole width at its top and bottom (the
// sticky header, the cookie notice, the bottom dock): they hide what scrolls under them, cover
// no card beside visible content, and the page reserves their height so every card scrolls clear.
test.describe.configure({ timeout: 240_000 });

const STEP_PX = 300;
const SIZES = [
  [390, 844],
  [1366, 900],
  [1920, 1080],
] as const;

interface StepResult {
  covered: string[];
  checked: number;
  band: { top: number; bottom: number; height: number };
  atEnd: boolean;
}

/** Runs in the page: scrolls to `y`, waits two frames, then checks every card's price and button. */
async function checkAt(page: Page, y: number): Promise<StepResult> {
  return page.evaluate(async (scrollTo) => {
    window.scrollTo(0, scrollTo);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;

    // Full-width bars fixed or stuck to the top or bottom edge (stacked bars count too).
    const bars = [...document.querySelectorAll<HTMLElement>('body *:not(#main *)')]
      .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.left <= 0.5 && r.right >= width - 0.5 && r.height < height / 3);
    let top = 0;
    let bottom = height;
    for (let changed = true; changed;) {
      changed = false;
      for (const r of bars) {
        if (r.top <= top + 0.5 && r.bottom > top) {
          top = r.bottom;
          changed = true;
        }
        if (r.bottom >= bottom - 0.5 && r.top < bottom) {
          bottom = r.top;
          changed = true;
        }
      }
    }

    // Where an element can be seen at all: the viewport band cut by its scrolling ancestors.
    const clip = (el: Element) => {
      let box = { left: 0, right: width, top, bottom };
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        box = {
          left: Math.max(box.left, r.left),
          right: Math.min(box.right, r.right),
          top: Math.max(box.top, r.top),
          bottom: Math.min(box.bottom, r.bottom),
        };
      }
      return box;
    };

    const seen = ((window as unknown as { __checked?: WeakSet<Element> }).__checked ??= new WeakSet());
    const covered: string[] = [];
    let checked = 0;
    for (const card of document.querySelectorAll('#main article')) {
      const holder = card.parentElement!.getBoundingClientRect();
      if (holder.bottom < top || holder.top > bottom) continue;
      const targets: Element[] = [...card.querySelectorAll('a')].filter(
        (a) => a.textContent?.trim() === 'Click & Save',
      );
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode())
        if (/^\$\d[\d,]*\.\d{2}$/.test(t.textContent!.trim())) targets.push(t.parentElement!);
      for (const target of targets) {
        const r = target.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const box = clip(target);
        if (r.width === 0 || x < box.left || x >= box.right || cy < box.top || cy >= box.bottom) continue;
        checked++;
        // Its centre, and both ends of the line through it (a tap on a button's edge counts too).
        const points = [x, r.left + 4, r.right - 4]
          .filter((px) => px >= box.left && px < box.right)
          .map((px) => [px, cy] as const);
        const hits = points.map(([px, py]) => document.elementFromPoint(px, py));
        // The element itself, inside it, or its own card (a best seller's title link spans its card).
        const foreign = hits.findIndex((hit) => !hit || !(target.contains(hit) || card.contains(hit)));
        if (foreign === -1) {
          seen.add(target);
          continue;
        }
        const hit = hits[foreign];
        const who = hit
          ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}` +
            `${hit.closest('[data-testid]') ? ` in [data-testid=${hit.closest('[data-testid]')!.getAttribute('data-testid')}]` : ''}` +
            `${hit.closest('[aria-label]') ? ` in "${hit.closest('[aria-label]')!.getAttribute('aria-label')}"` : ''}`
          : 'nothing';
        const [px, py] = points[foreign];
        covered.push(`"${target.textContent.trim()}" at (${Math.round(px)}, ${Math.round(py)}) under ${who}`);
      }
    }
    const atEnd = window.scrollY + height >= document.documentElement.scrollHeight - 1;
    return { covered, checked, band: { top, bottom, height: bottom - top }, atEnd };
  }, y);
}

/** Scrolls the whole page in steps (the grid adds cards near its end until all are shown); returns what was covered. */
async function scrollWholePage(page: Page): Promise<{ covered: string[]; checked: number }> {
  const covered: string[] = [];
  let checked = 0;
  for (let y = 0; ; y += STEP_PX) {
    const step = await checkAt(page, y);
    // The bars leave at least half the screen to the deals.
    expect(step.band.height, `visible band at ${y}px`).toBeGreaterThanOrEqual(page.viewportSize()!.height / 2);
    covered.push(...step.covered.map((c) => `${y}px: ${c}`));
    checked += step.checked;
    if (!step.atEnd) continue;
    // At the end the grid adds its next cards until all are shown: carry on below them.
    const progress = () =>
      page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        all:
          document.querySelectorAll('#deals article').length ===
          Number(document.querySelector('[data-testid=deals-count]')?.textContent?.match(/^\d+/)?.[0]),
      }));
    const before = await progress();
    if (before.all) break;
    await expect.poll(async () => (await progress()).height > before.height).toBe(true);
  }
  return { covered, checked };
}

/** Every grid card's price and button was seen uncovered at some step: each card can be reached. */
async function expectEveryGridCardReached(page: Page) {
  const missed = await page.evaluate(() => {
    const seen = (window as unknown as { __checked: WeakSet<Element> }).__checked;
    const cards = [...document.querySelectorAll('#deals article')];
    return cards
      .filter((card) => {
        const save = [...card.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Click & Save');
        return !save || !seen.has(save);
      })
      .map((card) => card.getAttribute('data-asin'));
  });
  expect(missed, 'grid cards whose Click & Save was never seen uncovered').toEqual([]);
}

async function openHome(page: Page, path: string, answered: boolean) {
  if (answered) await openWithConsent(page, path);
  else await page.goto(path);
  await waitForIslands(page);
  await expect(page.getByTestId('deal-card').first()).toBeVisible({ timeout: 20_000 });
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  if (answered) {
    await expect(notice).toBeHidden();
    // The flash widget shows 2 s after the floating layer hydrates.
    await expect(page.getByRole('complementary', { name: 'TikTok trending deals' })).toBeVisible({ timeout: 20_000 });
  } else {
    await expect(notice).toBeVisible();
  }
}

for (const [width, height] of SIZES)
  for (const answered of [false, true])
    for (const path of ['/', '/?q=baby']) {
      const state = answered ? 'after the cookie notice is answered' : 'while the cookie notice shows';
      test(`${path} at ${width}x${height} ${state}: every price and Click & Save stays uncovered`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await openHome(page, path, answered);
        const { covered, checked } = await scrollWholePage(page);
        expect(checked).toBeGreaterThan(0);
        const coverers = [...new Set(covered.map((c) => c.replace(/^.* under /, '')))];
        expect(covered.length, `covered by: ${coverers.join('; ')}\nfirst:\n${covered.slice(0, 8).join('\n')}`).toBe(0);
        await expectEveryGridCardReached(page);
      });
    }
