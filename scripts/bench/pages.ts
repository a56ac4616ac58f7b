import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { errorText, stopChild, tempDir, trackChild, withTimeout } from './lifecycle';
import { chromiumMissing, runLighthouse, type LighthouseFigures } from './lighthouse';
import { measurePageWeight, type PageWeight } from './page-weight';
import { PORTS, REPO_ROOT, startOurServer, type Running } from './servers';

export const PAGES = ['/', '/welcome', '/terms', '/newsletter', '/admin214'];
/** The build's static files (dist/client; the deal pages' renderer is in dist/server). */
const DIST = path.join(REPO_ROOT, 'dist', 'client');
const BUILD_LIMIT_MS = 10 * 60_000;

export interface PageRow {
  route: string;
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

/** Runs `astro build` (what `npx astro build` runs) when dist/client has no index.html; bounded in time. */
async function ensureBuild(): Promise<string> {
  if (fs.existsSync(path.join(DIST, 'index.html'))) return 'used the existing dist/';
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

/** Page weights from dist/client and Lighthouse mobile figures (median of `lighthouseRuns`) of each page served by our server. */
export async function runPages(lighthouseRuns: number): Promise<PagesResult> {
  const result: PagesResult = { build: '', rows: [], notes: [] };
  try {
    result.build = await ensureBuild();
  } catch (err) {
    result.build = `no build: ${errorText(err)}`;
    result.rows = PAGES.map((route) => ({
      route,
      weight: null,
      lighthouse: null,
      problem: 'the site could not be built',
    }));
    return result;
  }
  result.rows = PAGES.map((route) => {
    const weight = measurePageWeight(DIST, route);
    return {
      route,
      weight,
      lighthouse: null,
      problem: weight ? null : `not in the build (no dist/client${route === '/' ? '/' : route}/index.html)`,
    };
  });

  const noChromium = chromiumMissing();
  if (noChromium) {
    result.notes.push(noChromium);
    return result;
  }
  const data = tempDir('data-pages');
  let server: Running | null = null;
  try {
    // The product as a new user gets it: the demo catalog seeded into an empty database.
    server = await startOurServer({ port: PORTS.ours, dataDir: data.dir, seedDemo: true });
    for (const row of result.rows) {
      if (!row.weight) continue;
      row.lighthouse = await runLighthouse(`${server.url}${row.route}`, PORTS.chromium, lighthouseRuns);
    }
  } catch (err) {
    result.notes.push(`Lighthouse could not run: ${errorText(err)}`);
  } finally {
    await server?.stop();
    await data.remove();
  }
  return result;
}
