import { describe, expect, it } from 'vitest';
import type { ClicksResult } from './clicks';
import type { GrowthResult } from './growth';
import type { LoadResult, Measured } from './http-load';
import type { PageKind, PagesResult } from './pages';
import type { ReadsResult } from './reads';
import { buildRows, loadBoundNotes, renderTable, type BenchResults } from './report';

const load = (okPerSec: number, p50: number, p99: number): LoadResult => ({
  generator: 'wrk',
  url: 'http://127.0.0.1',
  connections: 50,
  durationSec: 10,
  okPerSec,
  ok: okPerSec * 10,
  sent: okPerSec * 10 + 50,
  non2xx: 0,
  statusCodes: { 200: okPerSec * 10 },
  errors: 0,
  timeouts: 0,
  latencyMs: { p50, p99, mean: p50, max: p99 },
  bytesPerSec: 1,
  cpuPercent: { server: 40, loadGenerator: 99.6 },
});
const measured = (okPerSec: number, p50: number, p99: number, problem: string | null = null): Measured => ({
  load: load(okPerSec, p50, p99),
  problem,
});

/** The rows of the sections themselves (without the load generator's row). */
const sectionRows = (r: Omit<BenchResults, 'rows'>) => buildRows(r).filter((row) => row.section !== 'load');

const base: Omit<BenchResults, 'rows'> = {
  startedAt: '',
  finishedAt: '',
  options: { quick: false, only: [] },
  machine: { cpus: 2, cpuModel: '', memoryGb: 1, node: '', loadAverage: [] },
  errors: {},
};

function reads(rows: Array<{ ours: Measured; nginx: Measured | null }>): ReadsResult {
  return {
    deals: 1000,
    connections: 50,
    durationSec: 10,
    nginxWorkers: 2,
    notes: [],
    rows: rows.map((r, i) => ({
      path: `/r${i}`,
      bytes: null,
      ours: r.ours,
      nginx: r.nginx,
      node: measured(2000, 1, 5),
      sameBytes: { nginx: true, node: true },
    })),
  };
}

describe('report targets', () => {
  it('marks hot reads against 70% of nginx and p99 under 20 ms', () => {
    const rows = sectionRows({
      ...base,
      reads: reads([
        { ours: measured(800, 5, 15), nginx: measured(1000, 1, 3) },
        { ours: measured(600, 5, 15), nginx: measured(1000, 1, 3) },
        { ours: measured(900, 5, 25), nginx: measured(1000, 1, 3) },
        { ours: measured(900, 5, 15, '3x 500'), nginx: measured(1000, 1, 3) },
        { ours: measured(900, 5, 15), nginx: null },
        { ours: { load: null, problem: 'answered 404' }, nginx: measured(1000, 1, 3) },
      ]),
    });
    expect(rows.map((r) => r.status)).toEqual(['met', 'NOT MET', 'NOT MET', 'NOT MET', 'n/a', 'n/a']);
    expect(rows[0].compared).toContain('ours 80%');
    expect(rows[0].measured).toBe('ours 800 req/s, p50 5.0 ms, p99 15 ms [CPU: server 40%, load generator 100%]');
  });

  it("says when a missed p99 was the load generator's, not the server's", () => {
    const withCpu = (m: Measured, server: number, loadGenerator: number): Measured => ({
      ...m,
      load: { ...m.load!, cpuPercent: { server, loadGenerator } },
    });
    const r = reads([
      { ours: withCpu(measured(1600, 30, 60), 12, 101), nginx: measured(1600, 30, 59) },
      { ours: withCpu(measured(1600, 30, 60), 95, 60), nginx: measured(1600, 30, 59) },
      { ours: withCpu(measured(8000, 5, 12), 27, 101), nginx: measured(8000, 5, 12) },
    ]);
    expect(loadBoundNotes(r)).toEqual([
      '/r0: the load generator was the bottleneck (101% of its one core, our server 12%), so p99 60 ms is its latency; the same bytes from nginx p99 59 ms, node:http p99 5.0 ms',
    ]);
  });

  it('judges growth only at 100k, and not in a quick run', () => {
    const growth = (sizes: number[], p50s: number[]): GrowthResult => ({
      sizes,
      connections: 50,
      durationSec: 5,
      loadSeconds: {},
      notes: [],
      dealPages: [],
      observationsPerDeal: 60,
      rows: sizes.map((deals, i) => ({
        driver: 'pglite',
        deals,
        path: '/api/products/all?page=1&limit=500',
        measured: measured(100, p50s[i], p50s[i] * 2),
      })),
    });
    const status = (g: GrowthResult) => sectionRows({ ...base, growth: g })[0].status;
    expect(status(growth([1000, 10000, 100000], [10, 12, 19]))).toBe('met');
    expect(status(growth([1000, 10000, 100000], [10, 12, 21]))).toBe('NOT MET');
    expect(status(growth([1000, 10000], [10, 12]))).toBe('n/a');
  });

  it('judges the deal page with its price history at 100k against 1k, per driver', () => {
    const growth = (p50s: Array<[number, number]>, problem: string | null = null): GrowthResult => ({
      sizes: p50s.map(([deals]) => deals),
      connections: 50,
      durationSec: 5,
      loadSeconds: {},
      notes: [],
      rows: [],
      observationsPerDeal: 60,
      dealPages: p50s.map(([deals, p50Ms]) => ({
        driver: 'postgres',
        deals,
        firstRenders: { path: '/deal/B1/x', count: 100, p50Ms, p99Ms: p50Ms * 2, problem },
      })),
    });
    const row = (g: GrowthResult) => sectionRows({ ...base, growth: g })[0];
    const met = row(
      growth([
        [1000, 10],
        [10_000, 11],
        [100_000, 19],
      ]),
    );
    expect(met).toMatchObject({ section: 'growth postgres', status: 'met' });
    expect(met.item).toContain('60 price observations per deal');
    expect(met.measured).toContain('100k: p50 19 ms');
    expect(met.compared).toContain('1.90x of 1k');
    expect(
      row(
        growth([
          [1000, 10],
          [100_000, 21],
        ]),
      ).status,
    ).toBe('NOT MET');
    expect(
      row(
        growth([
          [1000, 10],
          [10_000, 11],
        ]),
      ).status,
    ).toBe('n/a');
    expect(
      row(
        growth(
          [
            [1000, 10],
            [100_000, 11],
          ],
          'answered 500',
        ),
      ).status,
    ).toBe('n/a');
  });

  it('fails click ingest when an accepted event was not stored', () => {
    const clicks = (lost: number): ClicksResult => ({
      connections: 50,
      durationSec: 10,
      load: load(6000, 5, 10),
      acceptedPerSec: 6000,
      accepted: 60000,
      stored: 60000 - lost + 3,
      lost,
      storedUnanswered: 3,
      duplicates: 0,
      inFlightAtStop: 50,
      shutdown: { seconds: 1, killed: false },
      problem: null,
    });
    expect(sectionRows({ ...base, clicks: clicks(0) }).map((r) => r.status)).toEqual(['met', 'met']);
    expect(sectionRows({ ...base, clicks: clicks(1) }).map((r) => r.status)).toEqual(['met', 'NOT MET']);
  });

  it('judges Lighthouse on the median run: the home against /terms, /welcome at 100, SEO and accessibility', () => {
    const weight = {
      html: { gzip: 1 },
      css: { gzip: 1, files: [] },
      js: { gzip: 1, files: [] },
      missing: [],
    } as unknown as NonNullable<PagesResult['rows'][0]['weight']>;
    const page = (
      route: string,
      kind: PageKind,
      figures: { performance: number; cls?: number; lcpMs?: number; tbtMs?: number; dom?: number; seo?: number },
      runScores: number[] = [figures.performance],
    ) => ({
      route,
      kind,
      weight,
      lighthouse: {
        url: route,
        performance: figures.performance,
        seo: figures.seo ?? 100,
        accessibility: 100,
        failedAudits: {
          seo: figures.seo === 100 || figures.seo === undefined ? [] : ['meta-description'],
          accessibility: [],
        },
        domElements: figures.dom ?? 500,
        lcpMs: figures.lcpMs ?? 1000,
        tbtMs: figures.tbtMs ?? 50,
        cls: figures.cls ?? 0,
        scripts: null,
        runScores,
        problem: null,
      },
      problem: null,
    });
    const judge = (home: Parameters<typeof page>[2], others: PagesResult['rows'] = []) =>
      buildRows({
        ...base,
        pages: {
          build: '',
          notes: [],
          rows: [
            page('/', 'home', home, [90, 98, 99]),
            page('/terms', 'terms', { performance: 60, lcpMs: 1000 }),
            ...others,
          ],
        },
      }).filter((r) => r.item.includes('Lighthouse'));
    const good = { performance: 98, lcpMs: 1250, tbtMs: 100, dom: 800 };
    const rows = judge(good, [
      page('/welcome', 'welcome', { performance: 99 }),
      page('/category/toys', 'category', { performance: 50, seo: 92 }),
    ]);
    expect(rows.map((r) => [r.item, r.status])).toEqual([
      ['/ Lighthouse mobile', 'met'],
      ['/ Lighthouse SEO, accessibility', 'met'],
      ['/terms Lighthouse mobile', 'met'],
      ['/terms Lighthouse SEO, accessibility', ''],
      ['/welcome Lighthouse mobile', 'NOT MET'],
      ['/welcome Lighthouse SEO, accessibility', 'met'],
      ['/category/toys Lighthouse mobile', 'met'],
      ['/category/toys Lighthouse SEO, accessibility', 'NOT MET'],
    ]);
    expect(rows[0].compared).toBe('median of 3 runs (perf 90, 98, 99); /terms LCP 1,000 ms -> limit 1,250 ms');
    expect(rows[7].compared).toBe('failed audits: SEO: meta-description');
    const homeStatus = (figures: Parameters<typeof page>[2]) => judge(figures)[0].status;
    expect(homeStatus({ ...good, performance: 97 })).toBe('NOT MET');
    expect(homeStatus({ ...good, lcpMs: 1260 })).toBe('NOT MET');
    expect(homeStatus({ ...good, tbtMs: 101 })).toBe('NOT MET');
    expect(homeStatus({ ...good, dom: 801 })).toBe('NOT MET');
    expect(homeStatus({ ...good, cls: 0.03 })).toBe('NOT MET');
  });

  it('judges JS on / against 115 KB gzip, React included', () => {
    const weight = (js: number) =>
      ({
        html: { gzip: 1 },
        css: { gzip: 1, files: [] },
        js: { gzip: js, files: [] },
        missing: [],
      }) as unknown as NonNullable<PagesResult['rows'][0]['weight']>;
    const status = (js: number) =>
      buildRows({
        ...base,
        pages: {
          build: '',
          notes: [],
          rows: [{ route: '/', kind: 'home', weight: weight(js), lighthouse: null, problem: null }],
        },
      })[0].status;
    expect(status(115_000)).toBe('met');
    expect(status(115_001)).toBe('NOT MET');
  });

  it('names the load generator of each section, and warns when a baseline sent other headers', () => {
    const r = reads([{ ours: measured(800, 5, 15), nginx: measured(1000, 1, 3) }]);
    r.rows[0].otherHeaders = { nginx: ['content-security-policy'], node: [] };
    const rows = buildRows({ ...base, loadGenerator: 'wrk 4.1.0', reads: r });
    expect(rows[0]).toMatchObject({ section: 'load', measured: 'wrk 4.1.0 (one thread): reads' });
    expect(rows[1].compared).toContain('WARNING nginx sent other headers (content-security-policy)');
  });

  it('shows a failed section as one row with the reason, in the printed table', () => {
    const rows = buildRows({ ...base, errors: { pages: 'astro build failed' } });
    expect(rows).toEqual([
      {
        section: 'pages',
        item: 'section failed',
        measured: 'astro build failed',
        compared: '',
        target: '',
        status: 'n/a',
      },
    ]);
    expect(renderTable(rows)).toContain('astro build failed');
  });
});
