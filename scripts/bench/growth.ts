import { createDataset, postgresProblem, type Driver } from './datasets';
import { findDealPage, measureFirstRenders, type FirstRenders } from './deal-pages';
import { measure, READ_HEADERS, type Measured } from './http-load';
import { errorText } from './lifecycle';
import { HOT_READS } from './reads';
import { PORTS, signIn, startOurServer, type Running } from './servers';

export const ADMIN_LIST = '/api/admin/products/all?limit=1000';

/** Price observations per generated deal: 30 days of two refreshes a day (issue 16). */
export const OBSERVATIONS_PER_DEAL = 60;

export interface GrowthRow {
  driver: Driver;
  deals: number;
  path: string;
  measured: Measured;
}

export interface GrowthResult {
  sizes: number[];
  connections: number;
  durationSec: number;
  rows: GrowthRow[];
  /** A deal page with its price history, rendered uncached, per driver and size. */
  dealPages: Array<{ driver: Driver; deals: number; firstRenders: FirstRenders }>;
  /** Price observations stored per deal. */
  observationsPerDeal: number;
  /** Seconds to generate and store each dataset, per driver and size. */
  loadSeconds: Record<string, number>;
  notes: string[];
}

/** The hot reads and the admin list at growing deal counts, on PGlite and on PostgreSQL. */
export async function runGrowth(config: {
  sizes: number[];
  connections: number;
  durationSec: number;
}): Promise<GrowthResult> {
  const result: GrowthResult = {
    ...config,
    rows: [],
    dealPages: [],
    observationsPerDeal: OBSERVATIONS_PER_DEAL,
    loadSeconds: {},
    notes: [],
  };
  const dealPage = (driver: Driver, deals: number, firstRenders: FirstRenders) =>
    result.dealPages.push({ driver, deals, firstRenders });
  const drivers: Driver[] = ['pglite'];
  const noPostgres = await postgresProblem();
  if (noPostgres) result.notes.push(noPostgres);
  else drivers.push('postgres');

  for (const driver of drivers) {
    for (const deals of config.sizes) {
      // Marks every endpoint not yet measured at this size as failed, with the reason.
      const fail = (problem: string) => {
        const done = new Set(result.rows.filter((r) => r.driver === driver && r.deals === deals).map((r) => r.path));
        for (const path of [...HOT_READS, ADMIN_LIST]) {
          if (!done.has(path)) result.rows.push({ driver, deals, path, measured: { load: null, problem } });
        }
        if (!result.dealPages.some((d) => d.driver === driver && d.deals === deals))
          dealPage(driver, deals, { path: '/deal/…', count: 0, p50Ms: NaN, p99Ms: NaN, problem });
      };
      let dataset;
      try {
        dataset = await createDataset(driver, deals, OBSERVATIONS_PER_DEAL);
      } catch (err) {
        fail(`could not load ${deals} deals: ${errorText(err)}`);
        continue;
      }
      result.loadSeconds[`${driver}:${deals}`] = dataset.loadSeconds;
      let server: Running | null = null;
      try {
        server = await startOurServer({
          port: PORTS.ours,
          dataDir: dataset.dataDir,
          databaseUrl: dataset.databaseUrl,
          seedDemo: false,
        });
        // First, while no load run has left requests queued: the deal page's first renders.
        const page = await findDealPage(server.url);
        dealPage(
          driver,
          deals,
          page
            ? await measureFirstRenders(server.url, page)
            : { path: '/deal/…', count: 0, p50Ms: NaN, p99Ms: NaN, problem: 'no public deal to open' },
        );
        const load = { connections: config.connections, durationSec: config.durationSec };
        for (const path of HOT_READS) {
          result.rows.push({
            driver,
            deals,
            path,
            measured: await measure({ ...load, url: `${server.url}${path}`, headers: READ_HEADERS }),
          });
        }
        const session = await signIn(server.url);
        const measured: Measured =
          'cookie' in session
            ? await measure({
                ...load,
                url: `${server.url}${ADMIN_LIST}`,
                headers: { ...READ_HEADERS, cookie: session.cookie },
              })
            : { load: null, problem: session.error };
        result.rows.push({ driver, deals, path: ADMIN_LIST, measured });
      } catch (err) {
        fail(errorText(err));
      } finally {
        await server?.stop();
        await dataset.remove();
      }
    }
  }
  return result;
}
