import type { AdminResult } from './admin-keystroke';
import { adminTableRows, type AdminTableResult } from './admin-table';
import { alertsRows, type AlertsResult } from './alerts';
import type { ClicksResult } from './clicks';
import { firstRenderRows } from './deal-pages';
import { productCheckRows } from './product-checks';
import type { GrowthResult } from './growth';
import type { LoadResult, Measured } from './http-load';
import type { LighthouseFigures } from './lighthouse';
import type { PageWeight } from './page-weight';
import type { PageKind, PagesResult } from './pages';
import { pushFanoutRows, type PushFanoutResult } from './push-fanout';
import type { ReadsResult } from './reads';
import { watchesRows, type WatchesResult } from './watches';

export type Status = 'met' | 'NOT MET' | 'n/a' | '';

export interface Row {
  section: string;
  item: string;
  measured: string;
  compared: string;
  target: string;
  status: Status;
}

export interface BenchResults {
  /** The load generator installed (wrk's version), or autocannon when wrk is not. */
  loadGenerator?: string;
  startedAt: string;
  finishedAt: string;
  options: { quick: boolean; only: string[] };
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadAverage: number[] };
  reads?: ReadsResult;
  clicks?: ClicksResult;
  growth?: GrowthResult;
  pages?: PagesResult;
  admin?: AdminResult;
  /** The admin table and grid at 1,000 and 10,000 deals (issue 17). */
  adminTables?: AdminTableResult[];
  /** Alert matching and mail rendering (issue 18). */
  alerts?: AlertsResult;
  /** Watch evaluation after a refresh (issue 28). */
  watches?: WatchesResult;
  /** Push notifications fanned out to 100,000 devices (issue 27). */
  push?: PushFanoutResult;
  /** Sections that failed as a whole, with the reason. */
  errors: Record<string, string>;
  rows: Row[];
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : int(n)} ms`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (r: number) => `${Math.round(r * 100)}%`;
const check = (ok: boolean): Status => (ok ? 'met' : 'NOT MET');

const figures = (m: Measured | null) => {
  if (!m?.load) return `n/a: ${m?.problem ?? 'not run'}`;
  const l = m.load;
  if (l.ok === 0) return `0 req/s (${m.problem ?? 'no successful answer'})`;
  const base = `${int(l.okPerSec)} req/s, p50 ${ms(l.latencyMs.p50)}, p99 ${ms(l.latencyMs.p99)}`;
  return m.problem ? `${base} (${m.problem})` : base;
};

/** Who was busy during a run: a load generator near 100% of its one core is the bottleneck. */
const cpuText = (m: Measured | null) => {
  const cpu = m?.load?.cpuPercent;
  if (!cpu) return '';
  return ` [CPU: server ${cpu.server === null ? 'n/a' : `${Math.round(cpu.server)}%`}, load generator ${Math.round(cpu.loadGenerator)}%]`;
};

/** How our server ran in the reads section, when the run says. */
const serverText = (r: ReadsResult) =>
  r.server
    ? ` (${r.server.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${r.server.processes} process${r.server.processes === 1 ? '' : 'es'})`
    : '';

function readsRows(r: ReadsResult): Row[] {
  return r.rows.map((row) => {
    const ours = row.ours.load;
    const ratio = (base: Measured | null) => (ours && base?.load ? ours.okPerSec / base.load.okPerSec : null);
    const vsNginx = ratio(row.nginx);
    const vsNode = ratio(row.node);
    const compared = [
      row.nginx
        ? `nginx ${figures(row.nginx)}${cpuText(row.nginx)}${vsNginx === null ? '' : ` -> ours ${pct(vsNginx)}`}`
        : 'nginx: not run',
      row.node
        ? `node:http ${figures(row.node)}${cpuText(row.node)}${vsNode === null ? '' : ` -> ours ${pct(vsNode)}`}`
        : 'node:http: not run',
      ...(['nginx', 'node'] as const)
        .filter((b) => row.sameBytes[b] === false)
        .map((b) => `WARNING ${b} sent other bytes`),
      ...(['nginx', 'node'] as const)
        .filter((b) => row.otherHeaders?.[b].length)
        .map((b) => `WARNING ${b} sent other headers (${row.otherHeaders?.[b].join(', ')})`),
    ].join('; ');
    let status: Status = 'n/a';
    if (ours) {
      const p99Ok = ours.latencyMs.p99 < 20 && !row.ours.problem;
      status = !p99Ok ? 'NOT MET' : vsNginx === null ? 'n/a' : check(vsNginx >= 0.7);
    }
    const size = row.bytes ? ` (${kb(row.bytes.wire)} ${row.bytes.encoding})` : '';
    return {
      section: 'reads',
      item: `${row.path}${size}`,
      measured: `ours${serverText(r)} ${figures(row.ours)}${cpuText(row.ours)}`,
      compared,
      target: '>= 70% of nginx req/s, p99 < 20 ms',
      status,
    };
  });
}

/**
 * Reads whose p99 misses the target while the load generator, not the server, was busy:
 * there the latency is the load generator's and no server could have done better.
 */
export function loadBoundNotes(r: ReadsResult): string[] {
  return r.rows.flatMap((row) => {
    const load = row.ours.load;
    const cpu = load?.cpuPercent;
    if (!load || !cpu || cpu.server === null || load.latencyMs.p99 < 20 || cpu.loadGenerator < 90 || cpu.server >= 50)
      return [];
    const baselines = [
      ['nginx', row.nginx?.load],
      ['node:http', row.node?.load],
    ] as const;
    const same = baselines.flatMap(([name, b]) => (b ? [`${name} p99 ${ms(b.latencyMs.p99)}`] : []));
    return [
      `${row.path}: the load generator was the bottleneck (${Math.round(cpu.loadGenerator)}% of its one core, our server ${Math.round(cpu.server)}%), so p99 ${ms(load.latencyMs.p99)} is its latency${same.length ? `; the same bytes from ${same.join(', ')}` : ''}`,
    ];
  });
}

function clicksRows(c: ClicksResult): Row[] {
  const rate: Row = {
    section: 'clicks',
    item: 'events/s accepted',
    measured:
      c.load && c.acceptedPerSec !== null
        ? c.accepted === 0
          ? `0/s (no event accepted in ${c.load.durationSec} s)`
          : `${int(c.acceptedPerSec)}/s (${int(c.accepted)} in ${c.load.durationSec} s), p50 ${ms(c.load.latencyMs.p50)}, p99 ${ms(c.load.latencyMs.p99)}`
        : `n/a: ${c.problem ?? 'not run'}`,
    compared: c.load ? `status codes ${JSON.stringify(c.load.statusCodes)}, errors ${c.load.errors}` : '',
    target: '>= 5,000 events/s',
    status: c.acceptedPerSec === null ? 'n/a' : check(c.acceptedPerSec >= 5000),
  };
  const counted =
    c.stored !== null &&
    c.lost !== null &&
    c.storedUnanswered !== null &&
    c.duplicates !== null &&
    c.inFlightAtStop !== null;
  const stored: Row = {
    section: 'clicks',
    item: 'stored = accepted',
    measured: counted
      ? `accepted ${int(c.accepted)}, stored ${int(c.stored ?? 0)}: lost ${c.lost}, duplicates ${c.duplicates}, stored but unanswered ${c.storedUnanswered} (in flight at stop ${c.inFlightAtStop})`
      : 'n/a: not counted',
    compared: c.shutdown
      ? `graceful stop took ${c.shutdown.seconds.toFixed(1)} s${c.shutdown.killed ? ', had to be KILLED' : ''}`
      : '',
    target: 'nothing lost',
    status: counted
      ? check(
          c.accepted > 0 &&
            c.lost === 0 &&
            c.duplicates === 0 &&
            (c.storedUnanswered ?? 0) <= (c.inFlightAtStop ?? 0) &&
            !c.shutdown?.killed,
        )
      : 'n/a',
  };
  return [rate, stored];
}

const GROWTH_TARGET_PATH = '/api/products/all?page=1&limit=500';

function growthRows(g: GrowthResult): Row[] {
  const rows: Row[] = [];
  const keys = [...new Set(g.rows.map((r) => `${r.driver} ${r.path}`))];
  for (const key of keys) {
    const series = g.rows.filter((r) => `${r.driver} ${r.path}` === key).sort((a, b) => a.deals - b.deals);
    const [driver, path] = [series[0].driver, series[0].path];
    const p50 = (deals: number) =>
      series.find((r) => r.deals === deals && r.measured.load && !r.measured.problem)?.measured.load?.latencyMs.p50 ??
      null;
    const measured = series
      .map(
        (r) =>
          `${int(r.deals / 1000)}k: ${r.measured.load?.ok ? `p50 ${ms(r.measured.load.latencyMs.p50)}` : 'n/a'}${r.measured.problem ? ` (${r.measured.problem})` : ''}`,
      )
      .join(' | ');
    const smallest = p50(1000);
    const largestSize = Math.max(...series.map((r) => r.deals));
    const largest = p50(largestSize);
    const growth = smallest && largest !== null ? largest / smallest : null;
    const isTarget = path === GROWTH_TARGET_PATH;
    let status: Status = '';
    if (isTarget) {
      const at100k = p50(100_000);
      status = !g.sizes.includes(100_000) || at100k === null || !smallest ? 'n/a' : check(at100k / smallest <= 2);
    }
    rows.push({
      section: `growth ${driver}`,
      item: path,
      measured,
      compared: growth === null ? '' : `p50 at ${int(largestSize / 1000)}k = ${growth.toFixed(2)}x of 1k`,
      target: isTarget ? 'p50 at 100k <= 2x of 1k' : '',
      status,
    });
  }
  return rows;
}

/** The deal page with its price history, uncached, by size (issue 16): p50 at 100k within 2x of 1k. */
function dealPageGrowthRows(g: GrowthResult): Row[] {
  const pages = g.dealPages;
  return [...new Set(pages.map((p) => p.driver))].map((driver): Row => {
    const series = pages.filter((p) => p.driver === driver).sort((a, b) => a.deals - b.deals);
    const p50 = (deals: number) => {
      const f = series.find((p) => p.deals === deals)?.firstRenders;
      return f && f.count > 0 && !f.problem ? f.p50Ms : null;
    };
    const measured = series
      .map(({ deals, firstRenders: f }) => {
        const figure = f.count ? `p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}` : 'n/a';
        return `${int(deals / 1000)}k: ${figure}${f.problem ? ` (${f.problem})` : ''}`;
      })
      .join(' | ');
    const [smallest, at100k] = [p50(1000), p50(100_000)];
    return {
      section: `growth ${driver}`,
      item: `deal page with ${g.observationsPerDeal} price observations per deal, first render (uncached)`,
      measured,
      compared:
        smallest && at100k !== null
          ? `p50 at 100k = ${(at100k / smallest).toFixed(2)}x of 1k; ${series[0]?.firstRenders.count ?? 0} renders one at a time`
          : `${series[0]?.firstRenders.path ?? ''}`,
      target: 'p50 at 100k <= 2x of 1k',
      status: smallest && at100k !== null ? check(at100k / smallest <= 2) : 'n/a',
    };
  });
}

/**
 * Targets by kind of page (issues 14, 15 and 29: React's runtime counts in the JS); LCP on the home
 * is judged against /terms in the same run.
 */
const PAGE_TARGETS: Partial<
  Record<PageKind, { jsMax?: number; perfMin?: number; tbtMax?: number; domMax?: number; seoA11y?: boolean }>
> = {
  home: { jsMax: 115_000, perfMin: 98, tbtMax: 100, domMax: 800, seoA11y: true },
  welcome: { jsMax: 80_000, perfMin: 100, seoA11y: true },
  category: { jsMax: 115_000, seoA11y: true },
  deal: { jsMax: 80_000, seoA11y: true },
};
const HOME_LCP_VS_TERMS = 1.25;
const CLS_MAX = 0.02;

const lcpText = (lh: LighthouseFigures) => (lh.lcpMs === null ? 'n/a' : ms(lh.lcpMs));

/** What the service worker adds to a page: a target of issue 27. */
const SERVICE_WORKER_MAX = 10_000;

/** The page's registration script (judged) and the worker's own files, fetched once after the page is idle. */
function serviceWorkerRow(route: string, w: PageWeight | null): Row {
  const sw = w?.serviceWorker;
  return {
    section: 'pages',
    item: `${route} service worker`,
    measured: sw
      ? `registration ${kb(sw.registration.gzip)} on the page (${sw.registration.files.length} JS files, shared ones counted); the worker ${kb(sw.worker.gzip)} (${sw.worker.files.join(', ')})`
      : `n/a: ${w ? 'the page registers no service worker' : 'not measured'}`,
    compared:
      'gzip; registered once the page has loaded and the browser is idle, so the worker and its precache load after the first render',
    target: `registration <= ${kb(SERVICE_WORKER_MAX)} gzip`,
    status: sw ? check(sw.registration.gzip <= SERVICE_WORKER_MAX) : 'n/a',
  };
}

function pagesRows(p: PagesResult): Row[] {
  const termsLcp = p.rows.find((r) => r.kind === 'terms')?.lighthouse?.lcpMs ?? null;
  return p.rows.flatMap((row): Row[] => {
    const w = row.weight;
    const targets = PAGE_TARGETS[row.kind] ?? {};
    const limit = targets.jsMax;
    const notRun = `n/a: ${row.problem ?? (p.notes.join('; ') || 'not run')}`;
    const weight: Row = {
      section: 'pages',
      item: `${row.route} weight`,
      measured: w
        ? `HTML ${kb(w.html.gzip)} | CSS ${kb(w.css.gzip)} | JS ${kb(w.js.gzip)} (gzip; ${w.js.files.length} JS, ${w.css.files.length} CSS files)`
        : `n/a: ${row.problem ?? 'not measured'}`,
      compared: w?.missing.length ? `not in dist: ${w.missing.join(', ')}` : '',
      target: limit !== undefined ? `JS <= ${kb(limit)} gzip` : '',
      status: limit !== undefined ? (w ? check(w.js.gzip <= limit) : 'n/a') : '',
    };
    const lh = row.lighthouse;
    // The home's LCP against /terms, a page with little on it, measured minutes apart in the same run.
    const lcpLimit = row.kind === 'home' && termsLcp !== null ? termsLcp * HOME_LCP_VS_TERMS : null;
    const perfTargets = [
      targets.perfMin === undefined ? null : `perf ${targets.perfMin === 100 ? '= 100' : `>= ${targets.perfMin}`}`,
      targets.tbtMax === undefined ? null : `TBT <= ${targets.tbtMax} ms`,
      targets.domMax === undefined ? null : `DOM <= ${targets.domMax}`,
      row.kind === 'home' ? `LCP <= ${HOME_LCP_VS_TERMS}x /terms` : null,
      `CLS <= ${CLS_MAX}`,
    ].filter(Boolean);
    let perfStatus: Status = 'n/a';
    if (lh && lh.performance !== null && lh.cls !== null) {
      const lcpOk = row.kind !== 'home' || (lcpLimit !== null && lh.lcpMs !== null && lh.lcpMs <= lcpLimit);
      perfStatus = check(
        lh.cls <= CLS_MAX &&
          (targets.perfMin === undefined || lh.performance >= targets.perfMin) &&
          (targets.tbtMax === undefined || (lh.tbtMs !== null && lh.tbtMs <= targets.tbtMax)) &&
          (targets.domMax === undefined || (lh.domElements !== null && lh.domElements <= targets.domMax)) &&
          lcpOk,
      );
      if (row.kind === 'home' && lcpLimit === null) perfStatus = 'n/a';
    }
    const performance: Row = {
      section: 'pages',
      item: `${row.route} Lighthouse mobile`,
      measured: lh
        ? `perf ${lh.performance ?? 'n/a'} | LCP ${lcpText(lh)} | TBT ${lh.tbtMs === null ? 'n/a' : ms(lh.tbtMs)} | CLS ${lh.cls === null ? 'n/a' : lh.cls.toFixed(3)} | DOM ${lh.domElements ?? 'n/a'}${lh.problem ? ` (${lh.problem})` : ''}`
        : notRun,
      compared: lh
        ? [
            lh.runScores.length > 1 ? `median of ${lh.runScores.length} runs (perf ${lh.runScores.join(', ')})` : '',
            lcpLimit !== null ? `/terms LCP ${ms(termsLcp ?? 0)} -> limit ${ms(lcpLimit)}` : '',
            lh.scripts ? `browser fetched ${lh.scripts.requests} scripts, ${kb(lh.scripts.transferBytes)} as sent` : '',
          ]
            .filter(Boolean)
            .join('; ')
        : '',
      target: perfTargets.join(', '),
      status: perfStatus,
    };
    const failed = lh
      ? [...lh.failedAudits.seo.map((a) => `SEO: ${a}`), ...lh.failedAudits.accessibility.map((a) => `a11y: ${a}`)]
      : [];
    const seoA11y: Row = {
      section: 'pages',
      item: `${row.route} Lighthouse SEO, accessibility`,
      measured: lh ? `SEO ${lh.seo ?? 'n/a'} | accessibility ${lh.accessibility ?? 'n/a'}` : notRun,
      compared: failed.length ? `failed audits: ${failed.join(', ')}` : '',
      target: targets.seoA11y ? 'SEO = 100, accessibility = 100' : '',
      status:
        targets.seoA11y && lh
          ? lh.seo === null || lh.accessibility === null
            ? 'n/a'
            : check(lh.seo === 100 && lh.accessibility === 100)
          : targets.seoA11y
            ? 'n/a'
            : '',
    };
    return [weight, performance, seoA11y, ...(row.kind === 'home' ? [serviceWorkerRow(row.route, w)] : [])];
  });
}

function adminRows(a: AdminResult): Row[] {
  const measured =
    a.unavailable ??
    (a.worstMs === null
      ? 'n/a: no keystroke found in the trace'
      : `median ${ms(a.medianMs ?? 0)}, worst ${ms(a.worstMs)} over ${a.keystrokes.length} keystrokes (${a.keystrokes.map((k) => Math.round(k.ms)).join(', ')} ms)`);
  return [
    {
      section: 'admin',
      item: `search keystroke -> next paint (${int(a.deals)} deals)`,
      measured,
      compared: [
        a.shownBefore && `before: ${a.shownBefore}`,
        a.shownAfterSearch && `after 'baby': ${a.shownAfterSearch}`,
        ...a.notes,
      ]
        .filter(Boolean)
        .join('; '),
      target: 'worst keystroke < 50 ms',
      status: a.worstMs === null || a.unavailable ? 'n/a' : check(a.worstMs < 50),
    },
  ];
}

/** Which load generator produced the figures of the sections that ran (each load result names its own). */
function loadGeneratorRows(r: Omit<BenchResults, 'rows'>): Row[] {
  const used = new Map<string, Set<string>>();
  const note = (section: string, loads: Array<LoadResult | null | undefined>) => {
    for (const l of loads)
      if (l) (used.get(l.generator) ?? used.set(l.generator, new Set()).get(l.generator))?.add(section);
  };
  note(
    'reads',
    (r.reads?.rows ?? []).flatMap((row) => [row.ours.load, row.nginx?.load, row.node?.load]),
  );
  note('clicks', [r.clicks?.load]);
  note(
    'growth',
    (r.growth?.rows ?? []).map((row) => row.measured.load),
  );
  if (!used.size) return [];
  const name = (g: string) =>
    g === 'wrk' ? `${r.loadGenerator ?? 'wrk'} (one thread)` : 'autocannon (in the harness)';
  return [
    {
      section: 'load',
      item: 'load generator',
      measured: [...used].map(([g, sections]) => `${name(g)}: ${[...sections].join(', ')}`).join('; '),
      compared:
        used.has('autocannon') && r.loadGenerator?.startsWith('wrk')
          ? 'clicks use autocannon: each answer is traced to its event'
          : '',
      target: '',
      status: '',
    },
  ];
}

/** Every table row, in section order; sections that failed get one row with the reason. */
export function buildRows(r: Omit<BenchResults, 'rows'>): Row[] {
  const failed = (section: string): Row[] =>
    r.errors[section]
      ? [{ section, item: 'section failed', measured: r.errors[section], compared: '', target: '', status: 'n/a' }]
      : [];
  return [
    ...loadGeneratorRows(r),
    ...(r.reads
      ? [...readsRows(r.reads), ...firstRenderRows(r.reads.firstRenders), ...productCheckRows(r.reads.productChecks)]
      : failed('reads')),
    ...(r.clicks ? clicksRows(r.clicks) : failed('clicks')),
    ...(r.growth ? [...growthRows(r.growth), ...dealPageGrowthRows(r.growth)] : failed('growth')),
    ...(r.pages ? pagesRows(r.pages) : failed('pages')),
    ...(r.admin ? adminRows(r.admin) : failed('admin')),
    ...(r.adminTables ?? []).flatMap(adminTableRows),
    ...(r.alerts ? alertsRows(r.alerts) : failed('alerts')),
    ...(r.watches ? watchesRows(r.watches) : failed('watches')),
    ...(r.push ? pushFanoutRows(r.push) : failed('push')),
  ];
}

/** Splits text into lines of at most width characters, at spaces where possible. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  lines.push(line);
  return lines;
}

const COLUMNS: Array<{ key: keyof Row; title: string; width: number }> = [
  { key: 'section', title: 'Section', width: 17 },
  { key: 'item', title: 'What', width: 40 },
  { key: 'measured', title: 'Measured (ours)', width: 58 },
  { key: 'compared', title: 'Compared with / details', width: 58 },
  { key: 'target', title: 'Target', width: 26 },
  { key: 'status', title: 'Status', width: 7 },
];

/** The one table the benchmark prints. */
export function renderTable(rows: Row[]): string {
  const rule = COLUMNS.map((c) => '-'.repeat(c.width)).join('-+-');
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(COLUMNS[i].width))
      .join(' | ')
      .trimEnd();
  const out = [line(COLUMNS.map((c) => c.title)), rule];
  let section = '';
  for (const row of rows) {
    if (section && row.section !== section) out.push(rule);
    section = row.section;
    const cells = COLUMNS.map((c) => wrap(String(row[c.key]), c.width));
    const height = Math.max(...cells.map((c) => c.length));
    for (let i = 0; i < height; i++) out.push(line(cells.map((c) => c[i] ?? '')));
  }
  return out.join('\n');
}
