import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findDealPage } from './deal-pages';
import { fetchRaw } from './http-load';
import { errorText, stopChild, tempDir, trackChild, withTimeout } from './lifecycle';
import { chromiumMissing, runLighthouse, type LighthouseFigures } from './lighthouse';
import { measurePageWeight, type PageWeight } from './page-weight';
import { PORTS, REPO_ROOT, startOurServer, type Running } from './servers';
import { findCategoryPage } from './site-pages';

/** What a page is, for its targets: the category and deal pages are found on the server. */
export type PageKind = 'home' | 'welcome' | 'terms' | 'category' | 'deal' | 'other';

export const PAGES: Array<{ route: string; kind: PageKind }> = [
  { route: '/', kind: 'home' },
  { route: '/welcome', kind: 'welcome' },
  { route: '/terms', kind: 'terms' },
  { route: '/newsletter', kind: 'other' },
  { route: '/admin214', kind: 'other' },
];
/** The build's static files (dist/client; the on-demand pages' renderer is in dist/server). */
const DIST = path.join(REPO_ROOT, 'dist', 'client');
const SERVER_ENTRY = path.join(REPO_ROOT, 'dist', 'server', 'entry.mjs');
const BUILD_LIMIT_MS = 10 * 60_000;

export interface PageRow {
  route: string;
  kind: PageKind;
  weight: PageWeight | null;
  lighthouse: LighthouseFigures | null;
  problem: string | null;
}

export interface PagesResult {
  /** How the build came to be: found, or built by this run. */
  build: string;
  rows: PageRow[];
  notes: string[];
}

/** Runs `astro build` (what `npx astro build` runs) when there is no build; bounded in time. */
async function ensureBuild(): Promise<string> {
  if (fs.existsSync(path.join(DIST, '_astro')) && fs.existsSync(SERVER_ENTRY)) return 'used the existing dist/';
  const cache = tempDir('vite-cache');
  const child = trackChild(
    spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/astro/astro.js'), 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, VITE_CACHE_DIR: cache.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let tail = '';
  const keep = (c: Buffer) => (tail = (tail + c.toString()).slice(-3000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const code = await withTimeout(
    new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c))),
    BUILD_LIMIT_MS,
    'npx astro build',
  ).catch(async (err: unknown) => {
    await stopChild(child);
    throw err;
  });
  await cache.remove();
  if (code !== 0) throw new Error(`npx astro build failed (exit ${code}):\n${tail.trim()}`);
  return 'built dist/ with npx astro build';
}

/** The pages to measure: the fixed ones, a category page and a deal page of the server's catalog. */
async function pagesOf(baseUrl: string, notes: string[]): Promise<PageRow[]> {
  const category = await findCategoryPage(baseUrl);
  const deal = await findDealPage(baseUrl);
  if (!category) notes.push('the catalog has no category: no category page was measured');
  if (!deal) notes.push('the catalog has no public deal: no deal page was measured');
  const found = [
    ...(category ? [{ route: category, kind: 'category' as const }] : []),
    ...(deal ? [{ route: deal, kind: 'deal' as const }] : []),
  ];
  return [...PAGES, ...found].map((p) => ({ ...p, weight: null, lighthouse: null, problem: null }));
}

/**
 * Page weights and Lighthouse mobile figures (median of `lighthouseRuns`) of each page as our
 * server sends it (the HTML from the server; its scripts and styles from the build it serves).
 */
export async function runPages(lighthouseRuns: number): Promise<PagesResult> {
  const result: PagesResult = { build: '', rows: [], notes: [] };
  try {
    result.build = await ensureBuild();
  } catch (err) {
    result.build = `no build: ${errorText(err)}`;
    result.rows = PAGES.map((p) => ({ ...p, weight: null, lighthouse: null, problem: 'the site could not be built' }));
    return result;
  }
  const data = tempDir('data-pages');
  let server: Running | null = null;
  try {
    // The product as a new user gets it: the demo catalog seeded into an empty database.
    server = await startOurServer({ port: PORTS.ours, dataDir: data.dir, seedDemo: true });
    result.rows = await pagesOf(server.url, result.notes);
    for (const row of result.rows) {
      const raw = await fetchRaw(`${server.url}${row.route}`, { headers: { accept: 'text/html' } });
      if (raw.status === 200) row.weight = measurePageWeight(DIST, row.route, raw.body);
      else
        row.problem = `our server answered ${raw.status}${raw.headers.location ? ` -> ${raw.headers.location}` : ''}`;
    }
    const noChromium = chromiumMissing();
    if (noChromium) result.notes.push(noChromium);
    else {
      for (const row of result.rows) {
        if (row.weight)
          row.lighthouse = await runLighthouse(`${server.url}${row.route}`, PORTS.chromium, lighthouseRuns);
      }
    }
  } catch (err) {
    result.notes.push(`pages could not be measured: ${errorText(err)}`);
  } finally {
    await server?.stop();
    await data.remove();
  }
  return result;
}
