import { chromium, type Browser, type Page } from '@playwright/test';
import { openPanel, settle } from './admin-keystroke';
import { createDataset } from './datasets';
import { errorText, withTimeout } from './lifecycle';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumMissing } from './lighthouse';
import type { Row } from './report';
import { BENCH_ADMIN_KEY, PORTS, startOurServer, type Running } from './servers';
import { clickInteractions, keyInteractions, type TraceEvent } from './trace-events';

/** The admin panel at scale: open to first row, Select/Deselect All, table scroll, search keystroke. */
export interface AdminTableResult {
  deals: number;
  unavailable: string | null;
  /** Navigation start to the first deal card painted. */
  openToFirstRowMs: number | null;
  selectAllMs: number | null;
  deselectAllMs: number | null;
  /** The longest frame while the table scrolls from top to bottom. */
  tableScrollWorstFrameMs: number | null;
  tableScrollFrames: number;
  /** Frames over 50 ms in that scroll. */
  tableScrollSlowFrames: number;
  keystrokeWorstMs: number | null;
  notes: string[];
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

async function traced<T>(browser: Browser, page: Page, act: () => Promise<T>): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await act();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
    { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
}

/** One click's latency to next paint, from Chromium's EventTiming events. */
async function clickLatency(browser: Browser, page: Page, name: string): Promise<number | null> {
  await settle(page);
  const events = await traced(browser, page, async () => {
    await page.getByRole('button', { name, exact: true }).click();
    await settle(page);
  });
  const [first] = clickInteractions(events);
  return first ? Math.round(first.ms * 10) / 10 : null;
}

/**
 * Scrolls the table's box to the bottom a step per frame; the longest gap between frames.
 * Sent as source text: tsx would wrap a named inner function in a helper the page lacks.
 */
const SCROLL_TABLE = `new Promise((resolve) => {
  const box = document.querySelector('[data-testid="deal-table-scroll"]');
  if (!box) return resolve({ worst: -1, frames: 0, slow: 0 });
  const step = Math.max(200, Math.ceil((box.scrollHeight - box.clientHeight) / 600));
  let last = 0, worst = 0, frames = 0, slow = 0;
  function tick(now) {
    if (last) worst = Math.max(worst, now - last);
    if (last && now - last > 50) slow++;
    last = now;
    frames++;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return resolve({ worst, frames, slow });
    box.scrollTop += step;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})`;

const scrollTable = (page: Page) => page.evaluate<{ worst: number; frames: number; slow: number }>(SCROLL_TABLE);

async function measure(baseURL: string, result: AdminTableResult): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 60_000 });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    await context.request.post('/api/auth/login', { data: { key: BENCH_ADMIN_KEY } });
    const page = await context.newPage();
    if (!(await openPanel(page))) {
      result.unavailable = 'n/a (panel not found)';
      return;
    }
    await page.locator('[data-testid="deal-card"]').first().waitFor({ timeout: 60_000 });
    // The rest of the list loads behind the first screen: let it finish, so the server is idle again.
    await page.getByTestId('deals-loading-more').waitFor({ state: 'hidden', timeout: 120_000 });
    // A second open, now that the bundle is cached as an operator's would be.
    await page.reload();
    await page.locator('[data-testid="deal-card"]').first().waitFor({ timeout: 60_000 });
    result.openToFirstRowMs = Math.round(await page.evaluate(() => performance.now()));

    result.selectAllMs = await clickLatency(browser, page, 'Select All');
    const count = await page.getByTestId('selected-count').textContent();
    if (!count?.startsWith(`${result.deals.toLocaleString('en-US').replace(/,/g, '')} of`))
      result.notes.push(`after Select All: '${count}'`);
    result.deselectAllMs = await clickLatency(browser, page, 'Deselect All');

    const search = page.getByPlaceholder(/title.*description.*brand.*category/i).first();
    await search.click();
    await settle(page);
    const keys = await traced(browser, page, async () => {
      for (const key of ['b', 'a', 'b', 'y', 'Backspace', 'Backspace', 'Backspace', 'Backspace']) {
        await page.keyboard.press(key);
        await settle(page);
      }
    });
    const ks = keyInteractions(keys).map((k) => k.ms);
    result.keystrokeWorstMs = ks.length ? Math.round(Math.max(...ks) * 10) / 10 : null;

    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByTestId('deal-row').first().waitFor();
    await settle(page);
    const scrolled = await scrollTable(page);
    result.tableScrollWorstFrameMs = Math.round(scrolled.worst * 10) / 10;
    result.tableScrollFrames = scrolled.frames;
    result.tableScrollSlowFrames = scrolled.slow;
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
  } finally {
    await browser.close();
  }
}

/** Measures the admin panel over a PGlite dataset of `deals` deals, served on `port`. */
export async function runAdminTable(deals: number, port: number): Promise<AdminTableResult> {
  const result: AdminTableResult = {
    deals,
    unavailable: null,
    openToFirstRowMs: null,
    selectAllMs: null,
    deselectAllMs: null,
    tableScrollWorstFrameMs: null,
    tableScrollFrames: 0,
    tableScrollSlowFrames: 0,
    keystrokeWorstMs: null,
    notes: [],
  };
  const noChromium = chromiumMissing();
  if (noChromium) return { ...result, unavailable: `n/a (${noChromium})` };
  const dataset = await createDataset('pglite', deals);
  let server: Running | null = null;
  try {
    server = await startOurServer({ port, dataDir: dataset.dataDir, seedDemo: false });
    await withTimeout(measure(server.url, result), 5 * 60_000, 'the admin table measure');
  } catch (err) {
    result.unavailable ??= `n/a (${errorText(err)})`;
  } finally {
    await server?.stop();
    await dataset.remove();
  }
  return result;
}

/** The admin section's rows at one size: each figure against issue 17's target. */
export function adminTableRows(r: AdminTableResult): Row[] {
  const at = `(${r.deals.toLocaleString('en-US')} deals)`;
  const row = (item: string, value: number | null, target: string, limit: number, extra = ''): Row => ({
    section: 'admin',
    item: `${item} ${at}`,
    measured: r.unavailable ?? (value === null ? 'n/a: not found in the trace' : `${Math.round(value)} ms${extra}`),
    compared: r.notes.join('; '),
    target,
    status: r.unavailable || value === null ? 'n/a' : value < limit ? 'met' : 'NOT MET',
  });
  return [
    row('panel open -> first row', r.openToFirstRowMs, '< 1 s', 1000),
    row('Select All -> next paint', r.selectAllMs, '< 100 ms', 100),
    row('Deselect All -> next paint', r.deselectAllMs, '< 100 ms', 100),
    row(
      'table scroll top to bottom, worst frame',
      r.tableScrollWorstFrameMs,
      'no frame > 50 ms',
      50.001,
      ` (${r.tableScrollSlowFrames} of ${r.tableScrollFrames} frames over 50 ms)`,
    ),
    row('search keystroke -> next paint, worst', r.keystrokeWorstMs, '< 50 ms', 50),
  ];
}

/** The admin table at 1,000 and (unless quick) 10,000 deals, one after the other on the bench's port. */
export async function runAdminTables(quick: boolean): Promise<AdminTableResult[]> {
  const results: AdminTableResult[] = [];
  for (const deals of quick ? [1000] : [1000, 10_000]) results.push(await runAdminTable(deals, PORTS.ours));
  return results;
}

// Run alone: node --import tsx scripts/bench/admin-table.ts [port] [deal counts, e.g. 1000,10000]
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4406);
  for (const deals of (process.argv[3] ?? '1000,10000').split(',').map(Number))
    console.log(JSON.stringify(await runAdminTable(deals, port)));
}
