import { Cron } from 'croner';
import type { AppDeps } from '../app-deps';
import { unmarkEndedSuperDeals } from '../services/admin-deals';
import { DATA_CHANGED_CHANNEL } from '../services/data-changes';
import { lastSuccessAt, markInterruptedRuns } from '../services/job-runs';
import { launchAlerts } from './alerts';
import { launchAssociatesReports } from './associates-reports';
import { launchDealRecheck } from './deal-recheck';
import { launchDealRefresh } from './deal-refresh';
import { launchEssentialsRefresh } from './essentials-refresh';
import { launchLoginAttemptsPrune } from './login-attempts-prune';
import { runPushRound } from './push';
import type { JobLaunch } from './run-job';

const SCHEDULE_TIMEZONE = 'America/New_York';
/** Deals at 10:00 and 18:00 (services/watched-products.ts counts on twice a day), essentials at 09:00 (docs/product.md 12.1). */
const DEAL_REFRESH_CRON = '0 10,18 * * *';
const ESSENTIALS_CRON = '0 9 * * *';
/** Personal alerts look for newly approved deals this often ('instant' ones go out at most hourly). */
const ALERTS_CRON = '*/10 * * * *';
/** Associates reports once a day, once the previous day's is out. */
const ASSOCIATES_REPORTS_CRON = '30 8 * * *';
/** Old sign-in counters are deleted once a day, at a quiet hour. */
const LOGIN_ATTEMPTS_PRUNE_CRON = '15 4 * * *';
/**
 * Push notifications go out within a minute of a deal's approval (docs/product.md, Push
 * notifications): a round starts once deals stop changing for a moment, and every 20 s anyway
 * (held notices, retries, a missed notification).
 */
const PUSH_CRON = '*/20 * * * * *';
/** Deals ending within 24 hours are asked about again this often (docs/product.md, lightning deals). */
const DEAL_RECHECK_CRON = '*/15 * * * *';
const PUSH_AFTER_CHANGE_MS = 1000;
/** Ended super deals lose their flag within a minute. */
const SUPER_DEAL_END_CRON = '* * * * *';
/** On start, a refresh runs when the last good one is older than this. */
const STALE_REFRESH_MS = 12 * 60 * 60 * 1000;
const STALE_ESSENTIALS_MS = 24 * 60 * 60 * 1000;
const STALE_REPORTS_MS = 24 * 60 * 60 * 1000;
/** No job runs this long: an older 'running' row was cut off (another process may be mid-run on a newer one). */
const INTERRUPTED_AFTER_MS = 60 * 60 * 1000;

/** Starts the scheduled jobs (America/New_York); stop() waits for a running job. */
export function startScheduler(deps: AppDeps): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  /** Runs a job; a launch that finds nothing to do answers null. */
  const start = (name: string, launch: () => Promise<JobLaunch | null>) => {
    if (stopped) return;
    const run = launch()
      .then((l) => l?.finished)
      .catch((err: unknown) => deps.logger.error({ err, job: name }, 'scheduled job could not start'))
      .finally(() => running.delete(run));
    running.add(run);
  };

  // Only where the retailer offers reports: the Creators API (credentials set) or the demo catalog.
  const reports = deps.retailer.reports;
  const startReports = () => {
    if (reports) start('associates-reports', () => launchAssociatesReports(deps, reports));
  };

  // One push round at a time; a request during one runs another right after it.
  let pushing: Promise<void> | null = null;
  let pushAgain = false;
  const pushRound = () => {
    if (stopped) return;
    if (pushing) {
      pushAgain = true;
      return;
    }
    pushing = runPushRound(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, 'push round failed'))
      .finally(() => {
        running.delete(pushing as Promise<void>);
        pushing = null;
        if (pushAgain) {
          pushAgain = false;
          pushRound();
        }
      });
    running.add(pushing);
  };
  // A deal changed (approved, repriced, refreshed, by any process): a round once changes pause.
  let pushTimer: NodeJS.Timeout | undefined;
  const unlisten = deps.handle
    .listen(DATA_CHANGED_CHANNEL, (table) => {
      if (table !== 'deals' && !table.endsWith('.deals')) return;
      clearTimeout(pushTimer);
      pushTimer = setTimeout(pushRound, PUSH_AFTER_CHANGE_MS);
    })
    .catch((err: unknown) => {
      deps.logger.warn({ err }, 'not listening for deal changes: push rounds run every 20 s only');
      return null;
    });

  const crons = [
    new Cron(DEAL_REFRESH_CRON, { timezone: SCHEDULE_TIMEZONE }, () =>
      start('deal-refresh', () => launchDealRefresh(deps)),
    ),
    new Cron(ESSENTIALS_CRON, { timezone: SCHEDULE_TIMEZONE }, () =>
      start('essentials', () => launchEssentialsRefresh(deps)),
    ),
    new Cron(ALERTS_CRON, { timezone: SCHEDULE_TIMEZONE }, () => start('alerts', () => launchAlerts(deps))),
    new Cron(ASSOCIATES_REPORTS_CRON, { timezone: SCHEDULE_TIMEZONE }, () => startReports()),
    new Cron(LOGIN_ATTEMPTS_PRUNE_CRON, { timezone: SCHEDULE_TIMEZONE }, () =>
      start('login-attempts-prune', () => launchLoginAttemptsPrune(deps)),
    ),
    new Cron(PUSH_CRON, () => pushRound()),
    new Cron(SUPER_DEAL_END_CRON, { protect: true }, async () => {
      try {
        await unmarkEndedSuperDeals(deps.handle.db, deps.now());
      } catch (err) {
        deps.logger.warn({ err }, 'could not unmark an ended super deal');
      }
    }),
    new Cron(DEAL_RECHECK_CRON, { timezone: SCHEDULE_TIMEZONE }, () =>
      start('deal-recheck', () => launchDealRecheck(deps)),
    ),
  ];

  // Catch up at start so visitors never see stale prices or an empty essentials popup.
  const catchUp = (async () => {
    const now = deps.now().getTime();
    const { db } = deps.handle;
    await markInterruptedRuns(db, new Date(now - INTERRUPTED_AFTER_MS), deps.now());
    const lastRefresh = await lastSuccessAt(db, 'deal-refresh');
    if (!lastRefresh || now - lastRefresh.getTime() > STALE_REFRESH_MS)
      start('deal-refresh', () => launchDealRefresh(deps));
    const lastEssentials = await lastSuccessAt(db, 'essentials');
    if (!lastEssentials || now - lastEssentials.getTime() > STALE_ESSENTIALS_MS)
      start('essentials', () => launchEssentialsRefresh(deps));
    const lastReports = reports ? await lastSuccessAt(db, 'associates-reports') : null;
    if (reports && (!lastReports || now - lastReports.getTime() > STALE_REPORTS_MS)) startReports();
  })().catch((err: unknown) => deps.logger.error({ err }, 'scheduler catch-up failed'));
  running.add(catchUp);
  void catchUp.finally(() => running.delete(catchUp));

  deps.logger.info(
    {
      timezone: SCHEDULE_TIMEZONE,
      nextRefresh: crons[0].nextRun()?.toISOString(),
      nextEssentials: crons[1].nextRun()?.toISOString(),
    },
    'scheduler started',
  );

  return {
    async stop() {
      stopped = true;
      for (const cron of crons) cron.stop();
      clearTimeout(pushTimer);
      await (
        await unlisten
      )?.();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
