import { spawn } from 'node:child_process';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import { assertPortFree } from './servers';
import { errorText, onCleanup, sleep, stopChild, tempDir, trackChild, withTimeout } from './lifecycle';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Why Chromium cannot run here, or null when it can. */
export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM_PATH)
    ? null
    : `Chromium is not installed (${CHROMIUM_PATH} missing): apt-get install chromium (the Debian package) for Lighthouse and the admin trace`;
}

export interface LighthouseFigures {
  url: string;
  /** 0-100 */
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Scripts the browser actually fetched (as sent, so not gzip unless the server compressed). */
  scripts: { requests: number; transferBytes: number } | null;
  problem: string | null;
}

/** Debian's Chromium with a DevTools port, for Lighthouse to drive; stop() ends it. */
export async function startChromium(port: number) {
  await assertPortFree(port);
  const profile = tempDir('chromium');
  const child = trackChild(
    spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile.dir}`, 'about:blank'], {
      stdio: 'ignore',
    }),
  );
  const stop = onCleanup(async () => {
    await stopChild(child, 'SIGTERM', 10_000);
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium exited at start (code ${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium did not open its DevTools port ${port} within 30 s`);
    }
    await sleep(250);
  }
  return {
    async stop() {
      await stop();
      await profile.remove();
    },
  };
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;
const numeric = (lhr: { audits: Audits }, id: string) => lhr.audits[id]?.numericValue ?? null;

function scriptSummary(lhr: { audits: Audits }) {
  const details = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; requestCount: number; transferSize: number }> } | undefined;
  const row = details?.items?.find((i) => i.resourceType === 'script');
  return row ? { requests: row.requestCount, transferBytes: row.transferSize } : null;
}

/** One Lighthouse run with its default (mobile, simulated throttling) settings, performance only. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const empty = { url, performance: null, lcpMs: null, tbtMs: null, cls: null, scripts: null };
  try {
    const run = await withTimeout(
      lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], maxWaitForLoad: 45_000 }),
      150_000,
      `Lighthouse on ${url}`,
    );
    if (!run) return { ...empty, problem: 'Lighthouse returned no result' };
    const { lhr } = run;
    const score = lhr.categories.performance?.score;
    return {
      url,
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      scripts: scriptSummary(lhr),
      problem: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } catch (err) {
    return { ...empty, problem: errorText(err) };
  }
}
