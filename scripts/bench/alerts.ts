import type { AlertJobFigures } from './alert-job';
import { loadAlertDataset } from './alert-data';
import { createDataset, postgresProblem, type Driver } from './datasets';
import { errorText, TimeoutError, withTimeout } from './lifecycle';
import type { Row } from './report';
import { runJsonScript } from './servers';

/** Targets of issue 18, judged at full size only. */
export const ALERT_TARGETS = {
  subscribers: 100_000,
  deals: 500,
  matchSeconds: 60,
  rssMb: 512,
  mails: 1000,
  renderSeconds: 10,
};

export interface AlertsResult {
  subscribers: number;
  deals: number;
  mails: number;
  /** Matching per driver, or why it was not measured. */
  matching: Array<{
    driver: Driver;
    loadSeconds: number | null;
    figures: AlertJobFigures | null;
    problem: string | null;
    /** The job outlived its time limit (far beyond the target): not met, without a figure. */
    timedOut?: boolean;
  }>;
  rendering: { figures: AlertJobFigures | null; problem: string | null };
  notes: string[];
}

/** Runs scripts/bench/alert-job.ts in a child process and reads its one JSON line. */
const runJob = (args: string[], limitMs: number) => runJsonScript<AlertJobFigures>('alert-job.ts', args, limitMs);

/** Alert matching at `subscribers` x `deals` on PGlite and PostgreSQL, and `mails` alert mails rendered (issue 18). */
export async function runAlerts(config: { subscribers: number; deals: number; mails: number }): Promise<AlertsResult> {
  const result: AlertsResult = { ...config, matching: [], rendering: { figures: null, problem: null }, notes: [] };
  const drivers: Driver[] = ['pglite'];
  const noPostgres = await postgresProblem();
  if (noPostgres) result.notes.push(noPostgres);
  else drivers.push('postgres');

  for (const driver of drivers) {
    let dataset = null;
    try {
      const started = performance.now();
      dataset = await createDataset(driver, 0);
      const handle = await dataset.open();
      try {
        await withTimeout(
          loadAlertDataset(handle.db, config.subscribers, config.deals),
          10 * 60_000,
          `loading ${config.subscribers} subscribers into ${driver}`,
        );
      } finally {
        await handle.close();
      }
      const loadSeconds = (performance.now() - started) / 1000;
      try {
        result.matching.push({
          driver,
          loadSeconds,
          figures: await runJob(['match', dataset.storage], 5 * 60_000),
          problem: null,
        });
      } catch (err) {
        const timedOut = err instanceof TimeoutError;
        result.matching.push({ driver, loadSeconds, figures: null, problem: errorText(err), timedOut });
      }
    } catch (err) {
      result.matching.push({ driver, loadSeconds: null, figures: null, problem: errorText(err) });
    } finally {
      await dataset?.remove();
    }
  }
  try {
    result.rendering.figures = await runJob(['render', String(config.mails)], 5 * 60_000);
  } catch (err) {
    result.rendering.problem = errorText(err);
  }
  return result;
}

const fixed = (n: number) => n.toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-US');

/** The table rows: matching per driver (time and peak RSS) and mail rendering. */
export function alertsRows(a: AlertsResult): Row[] {
  const t = ALERT_TARGETS;
  const fullSize = a.subscribers >= t.subscribers && a.deals >= t.deals;
  const rows = a.matching.map(({ driver, loadSeconds, figures: f, problem, timedOut }): Row => {
    const ok = f !== null && f.seconds < t.matchSeconds && f.peakRssMb < t.rssMb;
    return {
      section: `alerts ${driver}`,
      item: `matching ${thousands(a.subscribers)} subscribers x ${thousands(a.deals)} deals`,
      measured: f
        ? `${fixed(f.seconds)} s, peak RSS ${f.peakRssMb} MB (${f.startRssMb} MB before matching); ${thousands(f.checked ?? 0)} checked, ${thousands(f.matched ?? 0)} matched, ${thousands(f.pairs ?? 0)} deals to send`
        : `n/a: ${problem ?? 'not run'}`,
      compared: [
        'the alert job walk (keyset batches of due subscribers, one SQL match per batch) in a process of its own, mail not sent',
        driver === 'postgres' ? "the PostgreSQL server's memory is its own" : 'PGlite runs inside that process',
        loadSeconds === null ? '' : `dataset loaded in ${fixed(loadSeconds)} s`,
      ]
        .filter(Boolean)
        .join('; '),
      target: `< ${t.matchSeconds} s, RSS < ${t.rssMb} MB at ${thousands(t.subscribers)} x ${t.deals}`,
      status: !fullSize ? 'n/a' : f ? (ok ? 'met' : 'NOT MET') : timedOut ? 'NOT MET' : 'n/a',
    };
  });
  const r = a.rendering.figures;
  rows.push({
    section: 'alerts',
    item: `${thousands(a.mails)} personalised alert mails rendered (React Email)`,
    measured: r
      ? `${fixed(r.seconds)} s (${fixed((r.seconds * 1000) / (r.mails ?? 1))} ms per mail, ${Math.round((r.htmlBytes ?? 0) / (r.mails ?? 1) / 1000)} KB HTML each), peak RSS ${r.peakRssMb} MB`
      : `n/a: ${a.rendering.problem ?? 'not run'}`,
    compared: 'one after another as the job does: 8 deals, own address and signed links per mail',
    target: `${thousands(t.mails)} mails < ${t.renderSeconds} s`,
    status: r && a.mails >= t.mails ? (r.seconds < t.renderSeconds ? 'met' : 'NOT MET') : 'n/a',
  });
  return rows;
}
