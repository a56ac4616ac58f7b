import { chromium, type Page } from '@playwright/test';
import { createDataset } from './datasets';
import { errorText, withTimeout } from './lifecycle';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumMissing } from './lighthouse';
import { BENCH_ADMIN_KEY, PORTS, startOurServer, type Running } from './servers';
import { keyInteractions, type TraceEvent } from './trace-events';

export const ADMIN_DEALS = 1000;
/** Typed one at a time into the search box: a search, then erasing it. */
const KEYS = ['b', 'a', 'b', 'y', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
const SEARCH_PLACEHOLDER = /title.*description.*brand.*category/i;

export interface AdminResult {
  deals: number;
  /** Null when measured; otherwise why not, e.g. 'n/a (panel not found)'. */
  unavailable: string | null;
  /** Keystroke to next paint, per key, from Chromium's EventTiming trace events. */
  keystrokes: { key: string; ms: number }[];
  medianMs: number | null;
  worstMs: number | null;
  /** The panel's 'Showing X of Y deals' line before and after typing the search. */
  shownBefore: string | null;
  shownAfterSearch: string | null;
  notes: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Waits until the page has painted twice and gone quiet, so each keystroke is measured alone. */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 250)))),
  );

/** The 'Showing X of Y deals' line once Y > 0 and no page of the list is still loading, or null. */
async function showingLine(page: Page, timeoutMs: number): Promise<string | null> {
  const line = page.getByText(/Showing [\d,]+ of [1-9][\d,]* deals/).first();
  try {
    await line.waitFor({ state: 'visible', timeout: timeoutMs });
    await page.getByTestId('deals-loading-more').waitFor({ state: 'hidden', timeout: timeoutMs });
    return (await line.textContent())?.trim() ?? null;
  } catch {
    return null;
  }
}

/** Finds the admin search box, signing in through the panel's form if it shows one. */
export async function openPanel(page: Page): Promise<boolean> {
  await page.goto('/admin214', { waitUntil: 'load', timeout: 30_000 });
  const search = page.getByPlaceholder(SEARCH_PLACEHOLDER).first();
  const visible = () =>
    search.waitFor({ state: 'visible', timeout: 20_000 }).then(
      () => true,
      () => false,
    );
  if (await visible()) return true;
  const keyField = page.locator('input[type="password"]').first();
  if (!(await keyField.isVisible())) return false;
  await keyField.fill(BENCH_ADMIN_KEY);
  await keyField.press('Enter');
  return visible();
}

async function measureInBrowser(baseURL: string, result: AdminResult): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 60_000 });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const login = await context.request.post('/api/auth/login', {
      data: { key: BENCH_ADMIN_KEY },
      failOnStatusCode: false,
    });
    if (login.status() !== 200) result.notes.push(`POST /api/auth/login answered ${login.status()}`);
    const page = await context.newPage();
    if (!(await openPanel(page))) {
      result.unavailable = 'n/a (panel not found)';
      return;
    }
    result.shownBefore = await showingLine(page, 30_000);
    if (!result.shownBefore)
      result.notes.push("no 'Showing X of Y deals' line with Y > 0 within 30 s: the list may not have loaded");
    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER).first();
    await search.click();
    await settle(page);

    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    for (const [i, key] of KEYS.entries()) {
      await page.keyboard.press(key);
      await settle(page);
      if (i === 3) result.shownAfterSearch = await showingLine(page, 5_000);
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      { traceEvents?: TraceEvent[] } | TraceEvent[];
    const interactions = keyInteractions(Array.isArray(trace) ? trace : (trace.traceEvents ?? []));
    if (interactions.length !== KEYS.length) {
      result.notes.push(`expected ${KEYS.length} key interactions in the trace, found ${interactions.length}`);
    }
    result.keystrokes = interactions.map((x, i) => ({ key: KEYS[i] ?? '?', ms: Math.round(x.ms * 10) / 10 }));
    if (result.keystrokes.length) {
      const ms = result.keystrokes.map((k) => k.ms);
      result.medianMs = median(ms);
      result.worstMs = Math.max(...ms);
    }
  } finally {
    await browser.close();
  }
}

/** The admin panel with 1,000 deals: keystroke in the search box to next paint. */
export async function runAdmin(): Promise<AdminResult> {
  const result: AdminResult = {
    deals: ADMIN_DEALS,
    unavailable: null,
    keystrokes: [],
    medianMs: null,
    worstMs: null,
    shownBefore: null,
    shownAfterSearch: null,
    notes: [],
  };
  const noChromium = chromiumMissing();
  if (noChromium) return { ...result, unavailable: `n/a (${noChromium})` };
  const dataset = await createDataset('pglite', ADMIN_DEALS);
  let server: Running | null = null;
  try {
    server = await startOurServer({ port: PORTS.ours, dataDir: dataset.dataDir, seedDemo: false });
    await withTimeout(measureInBrowser(server.url, result), 5 * 60_000, 'the admin keystroke trace');
  } catch (err) {
    result.unavailable ??= `n/a (${errorText(err)})`;
  } finally {
    await server?.stop();
    await dataset.remove();
  }
  return result;
}
