import { spawn } from 'node:child_process';
import fs from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
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
  /** 0-100, with the audits that failed (id), from the median run. */
  seo: number | null;
  accessibility: number | null;
  failedAudits: { seo: string[]; accessibility: string[] };
  /** Elements in the page after load (the dom-size audit). */
  domElements: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Scripts the browser actually fetched (as sent, so not gzip unless the server compressed). */
  scripts: { requests: number; transferBytes: number } | null;
  /** The performance score of every run, in order; the figures above are the median run's. */
  runScores: number[];
  problem: string | null;
}

/** Debian's Chromium with a DevTools port, for Lighthouse to drive; stop() ends it. */
export async function startChromium(port: number) {
  await assertPortFree(port);
  const profile = tempDir('chromium');
  const child = trackChild(
    // Its own process group, so its helper processes go with it and stop writing to the profile.
    spawn(
      CHROMIUM_PATH,
      [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile.dir}`, 'about:blank'],
      {
        stdio: 'ignore',
        detached: true,
      },
    ),
  );
  const stop = onCleanup(async () => {
    await stopChild(child, 'SIGTERM', 10_000);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the whole group has already gone
    }
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

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;
const categoryScore = (lhr: Result, category: string) => {
  const s = lhr.categories[category]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const score = (lhr: Result) => categoryScore(lhr, 'performance');

/** The audits of a category that did not pass (score below 1; not-applicable and manual ones aside). */
function failedAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return typeof audit?.score === 'number' && audit.score < 1;
    })
    .map((ref) => ref.id);
}

function scriptSummary(lhr: Result) {
  const details = lhr.audits['resource-summary']?.details as
    { items?: Array<{ resourceType: string; requestCount: number; transferSize: number }> } | undefined;
  const row = details?.items?.find((i) => i.resourceType === 'script');
  return row ? { requests: row.requestCount, transferBytes: row.transferSize } : null;
}

/** The categories each run scores. */
const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** One Lighthouse run with its default (mobile, simulated throttling) settings, in a fresh Chromium. */
async function runOnce(url: string, port: number): Promise<Result> {
  const chromium = await startChromium(port);
  try {
    const run = await withTimeout(
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        maxWaitForLoad: 45_000,
      }),
      150_000,
      `Lighthouse on ${url}`,
    );
    if (!run) throw new Error('Lighthouse returned no result');
    if (run.lhr.runtimeError) throw new Error(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
    return run.lhr;
  } finally {
    await chromium.stop();
  }
}

/**
 * `runs` Lighthouse runs of a page reduced to the median run the way Lighthouse advises
 * (closest to the median FCP and TTI): one run moves by several points with whatever
 * else the machine is doing.
 */
export async function runLighthouse(url: string, port: number, runs: number): Promise<LighthouseFigures> {
  const lhrs: Result[] = [];
  const problems: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      lhrs.push(await runOnce(url, port));
    } catch (err) {
      problems.push(errorText(err));
    }
  }
  const valid = filterToValidRuns(lhrs);
  const runScores = lhrs.map(score).filter((s): s is number => s !== null);
  if (valid.length < lhrs.length) problems.push(`${lhrs.length - valid.length} runs without FCP or TTI`);
  const problem = problems.length ? `${runs - valid.length} of ${runs} runs failed: ${problems.join('; ')}` : null;
  if (!valid.length)
    return {
      url,
      performance: null,
      seo: null,
      accessibility: null,
      failedAudits: { seo: [], accessibility: [] },
      domElements: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      scripts: null,
      runScores,
      problem,
    };
  const lhr = computeMedianRun(valid);
  return {
    url,
    performance: score(lhr),
    seo: categoryScore(lhr, 'seo'),
    accessibility: categoryScore(lhr, 'accessibility'),
    failedAudits: { seo: failedAudits(lhr, 'seo'), accessibility: failedAudits(lhr, 'accessibility') },
    domElements: numeric(lhr, 'dom-size'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scripts: scriptSummary(lhr),
    runScores,
    problem,
  };
}
