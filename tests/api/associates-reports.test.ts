import { afterEach, describe, expect, it } from 'vitest';
import type { AssociatesEarnings } from '../../src/schemas/associates';
import { eq } from 'drizzle-orm';
import { jobRuns } from '../../src/server/db/schema';
import { launchAssociatesReports } from '../../src/server/jobs/associates-reports';
import { startScheduler } from '../../src/server/jobs/scheduler';
import { AmazonCreatorsClient } from '../../src/server/retailer/amazon-creators-client';
import { createDemoCatalogClient } from '../../src/server/retailer/demo-catalog-client';
import type { RetailerClient } from '../../src/server/retailer/retailer-client';
import { clientOptionsFor, type FakeCreatorsApi, startFakeCreatorsApi } from '../support/fake-creators-api';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
let fake: FakeCreatorsApi | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = fake = undefined;
});

const HEADER = 'Date,Clicks,Ordered Items,Shipped Items,Revenue,Earnings';
const NOVEMBER = [
  'Fee-DailyTrends reports from 2026-11-01 to 2026-11-02',
  HEADER,
  '2026-11-01,"1,204",37,31,"$1,034.20",$41.37',
  '2026-11-02,98,4,5,112.50,$4.50',
  'Total,1302,41,36,"$1,146.70",$45.87',
].join('\n');

async function setup(retailer?: RetailerClient) {
  if (!retailer) {
    fake = await startFakeCreatorsApi();
    retailer = new AmazonCreatorsClient(clientOptionsFor(fake));
  }
  const app = await createTestApp({ retailer, now: () => new Date('2026-11-21T14:00:00Z') });
  t = app;
  await app.signIn();
  return app;
}

async function runImport(app: TestApp) {
  const source = app.deps.retailer.reports;
  if (!source) throw new Error('the retailer offers no reports');
  return (await launchAssociatesReports(app.deps, source)).finished;
}

const earnings = async (app: TestApp, query = 'startDate=2026-11-01&endDate=2026-11-30') =>
  readData<AssociatesEarnings>(await app.request('GET', `/api/admin/associates/earnings?${query}`));

describe('Associates reports from the Creators API', () => {
  it('lists the reports, downloads each through getReport, and serves its days to the admin', async () => {
    const app = await setup();
    fake?.reports.add('daily-trends-2026-11.csv.gz', NOVEMBER, { gzip: true });

    const run = await runImport(app);

    expect(run).toMatchObject({ status: 'succeeded', counts: { files: 1, imported: 1, unchanged: 0, days: 2 } });
    expect(fake?.problems).toEqual([]);
    expect(fake?.reports.log).toEqual([
      'listReports',
      'getReport:daily-trends-2026-11.csv.gz',
      'download:daily-trends-2026-11.csv.gz',
    ]);
    const data = await earnings(app);
    expect(data.days).toEqual([
      { day: '2026-11-01', clicks: 1204, orderedItems: 37, shippedItems: 31, revenue: 1034.2, earnings: 41.37 },
      { day: '2026-11-02', clicks: 98, orderedItems: 4, shippedItems: 5, revenue: 112.5, earnings: 4.5 },
    ]);
    expect(data.lastImport).toMatchObject({ status: 'succeeded', error: null });
    expect((await earnings(app, 'startDate=2026-11-02&endDate=2026-11-02')).days.map((d) => d.day)).toEqual([
      '2026-11-02',
    ]);
  });

  it('skips an unchanged file by its md5 and replaces the days of a changed one', async () => {
    const app = await setup();
    fake?.reports.add('daily-trends-2026-11.csv', NOVEMBER);
    await runImport(app);

    expect((await runImport(app)).counts).toMatchObject({ imported: 0, unchanged: 1 });
    expect(fake?.reports.log.filter((l) => l.startsWith('download'))).toHaveLength(1);

    fake?.reports.add(
      'daily-trends-2026-11.csv',
      `${HEADER}\n2026-11-02,120,6,5,150.00,$6.00\n2026-11-03,80,2,2,40,1.60`,
    );
    expect((await runImport(app)).counts).toMatchObject({ imported: 1, days: 2 });
    const days = (await earnings(app)).days;
    expect(days.map((d) => [d.day, d.orderedItems, d.earnings])).toEqual([
      ['2026-11-01', 37, 41.37],
      ['2026-11-02', 6, 6],
      ['2026-11-03', 2, 1.6],
    ]);
  });

  it('records a clear error for a malformed file, keeps the stored days, and imports it once fixed', async () => {
    const app = await setup();
    fake?.reports.add('daily-trends-2026-11.csv', NOVEMBER);
    await runImport(app);
    fake?.reports.add('daily-trends-2026-11.csv', `${HEADER}\n2026-11-02,120,six,5,150.00,$6.00`);

    const run = await runImport(app);

    const error = "Could not import daily-trends-2026-11.csv: line 2: ordered items 'six' is not a number";
    expect(run).toMatchObject({ status: 'failed', error });
    const data = await earnings(app);
    expect(data.days.map((d) => [d.day, d.orderedItems])).toEqual([
      ['2026-11-01', 37],
      ['2026-11-02', 4],
    ]);
    expect(data.lastImport).toMatchObject({ status: 'failed', error });

    fake?.reports.add('daily-trends-2026-11.csv', `${HEADER}\n2026-11-02,120,6,5,150.00,$6.00`);
    expect(await runImport(app)).toMatchObject({ status: 'succeeded', counts: { imported: 1 } });
  });
});

describe('Associates reports of the demo catalog', () => {
  it('imports realistic days up to yesterday', async () => {
    const now = new Date('2026-11-21T14:00:00Z');
    const app = await setup(createDemoCatalogClient('savvymoms-20', () => now));

    expect(await runImport(app)).toMatchObject({ status: 'succeeded', counts: { files: 2, imported: 2, failed: 0 } });

    const { days } = await earnings(app, 'startDate=2026-10-01&endDate=2026-11-30');
    expect(days[0].day).toBe('2026-10-01');
    expect(days.at(-1)?.day).toBe('2026-11-20');
    expect(days).toHaveLength(51);
    for (const d of days) {
      expect(d.orderedItems).toBeGreaterThan(0);
      expect(d.orderedItems).toBeLessThan(d.clicks);
      expect(d.earnings).toBeGreaterThan(0);
      expect(d.earnings).toBeLessThan(d.revenue);
    }
  });
});

describe('the scheduler', () => {
  const reportRuns = (app: TestApp) => app.db.select().from(jobRuns).where(eq(jobRuns.name, 'associates-reports'));

  it('imports the reports at start when the retailer offers them and they were never read', async () => {
    const app = await setup(createDemoCatalogClient('savvymoms-20', () => new Date('2026-11-21T14:00:00Z')));
    const scheduler = startScheduler(app.deps);
    // The catch-up starts its jobs a moment later; stop() then waits for them.
    while ((await reportRuns(app)).length === 0) await new Promise((r) => setTimeout(r, 10));
    await scheduler.stop();
    expect((await reportRuns(app)).map((r) => r.status)).toEqual(['succeeded']);
    expect((await earnings(app)).days.length).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/associates/earnings', () => {
  it('is for the admin only, and names a bad period', async () => {
    const app = await setup(createDemoCatalogClient('savvymoms-20'));
    expect((await earnings(app)).lastImport).toBeNull();

    const bad = await app.request('GET', '/api/admin/associates/earnings?startDate=2026-11-30&endDate=2026-11-01');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toContain('startDate must not be after endDate');
    expect(
      (await app.request('GET', '/api/admin/associates/earnings?startDate=yesterday&endDate=2026-11-01')).status,
    ).toBe(400);

    app.cookies.clear();
    expect(
      (await app.request('GET', '/api/admin/associates/earnings?startDate=2026-11-01&endDate=2026-11-30')).status,
    ).toBe(401);
  });
});
