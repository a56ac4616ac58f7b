import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runAdmin } from './admin-keystroke';
import { runAdminTables } from './admin-table';
import { ALERT_TARGETS, runAlerts } from './alerts';
import { runWatches } from './watches';
import { runClicks } from './clicks';
import { runGrowth } from './growth';
import { cleanUpAll, errorText, installExitHandlers, TimeoutError, withTimeout } from './lifecycle';
import { runPages } from './pages';
import { PUSH_TARGETS, runPushFanout } from './push-fanout';
import { runReads } from './reads';
import { buildRows, loadBoundNotes, renderTable, type BenchResults } from './report';
import { REPO_ROOT } from './servers';
import { loadGenerator, wrkVersion } from './wrk';

const SECTIONS = ['reads', 'clicks', 'growth', 'pages', 'admin', 'alerts', 'watches', 'push'] as const;
type Section = (typeof SECTIONS)[number];

const USAGE = `npm run bench -- [--quick] [--only ${SECTIONS.join(',')}]
  --quick   2 s load runs, 1k/10k deals for growth, 10k subscribers and 100 mails for alerts,
            10k devices for push:
            checks the harness, not the product
  --only    run only the listed sections (comma-separated)`;

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        quick: { type: 'boolean', default: false },
        only: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    console.error(`${errorText(err)}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const only = values.only
    ? values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...SECTIONS];
  const unknown = only.filter((s) => !SECTIONS.includes(s as Section));
  if (unknown.length) {
    console.error(`Unknown section ${unknown.join(', ')}.\n${USAGE}`);
    process.exit(2);
  }
  return { quick: values.quick, only: only as Section[] };
}

async function main() {
  const options = parseOptions();
  installExitHandlers();
  const connections = 50;
  const loadSec = options.quick ? 2 : 10;
  const growthSec = options.quick ? 2 : 5;
  const sizes = options.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000];

  const results: Omit<BenchResults, 'rows' | 'finishedAt'> = {
    loadGenerator: loadGenerator() === 'wrk' ? wrkVersion() : 'autocannon',
    startedAt: new Date().toISOString(),
    options,
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    errors: {},
  };
  const sections: Record<Section, { limitMin: number; run: () => Promise<void> }> = {
    reads: {
      limitMin: 20,
      run: async () => void (results.reads = await runReads({ connections, durationSec: loadSec })),
    },
    clicks: {
      limitMin: 10,
      run: async () => void (results.clicks = await runClicks({ connections, durationSec: loadSec })),
    },
    growth: {
      limitMin: 60,
      run: async () => void (results.growth = await runGrowth({ sizes, connections, durationSec: growthSec })),
    },
    pages: { limitMin: 30, run: async () => void (results.pages = await runPages(options.quick ? 1 : 3)) },
    admin: {
      limitMin: 25,
      run: async () => {
        results.admin = await runAdmin();
        results.adminTables = await runAdminTables(options.quick);
      },
    },
    alerts: {
      limitMin: 25,
      run: async () =>
        void (results.alerts = await runAlerts(
          options.quick
            ? { subscribers: 10_000, deals: ALERT_TARGETS.deals, mails: 100 }
            : { subscribers: ALERT_TARGETS.subscribers, deals: ALERT_TARGETS.deals, mails: ALERT_TARGETS.mails },
        )),
    },
    watches: { limitMin: 15, run: async () => void (results.watches = await runWatches()) },
    push: {
      limitMin: 30,
      run: async () => void (results.push = await runPushFanout(options.quick ? 10_000 : PUSH_TARGETS.subscriptions)),
    },
  };

  console.error(
    `Benchmark (${options.quick ? 'quick' : 'full'}): ${options.only.join(', ')} on ${results.machine.cpus} CPUs, load ${results.machine.loadAverage.join(' ')}, load generator ${results.loadGenerator}`,
  );
  let outOfTime: string | null = null;
  for (const name of options.only) {
    if (outOfTime) {
      results.errors[name] = `skipped: ${outOfTime}`;
      continue;
    }
    const started = performance.now();
    console.error(`- ${name}...`);
    try {
      await withTimeout(sections[name].run(), sections[name].limitMin * 60_000, `the ${name} section`);
    } catch (err) {
      results.errors[name] = errorText(err);
      console.error(`  ${name} failed: ${results.errors[name]}`);
      // The section may still be running in the background; nothing else can use the ports safely.
      if (err instanceof TimeoutError) outOfTime = results.errors[name];
    }
    await cleanUpAll();
    console.error(`  ${name} done in ${Math.round((performance.now() - started) / 1000)} s`);
  }

  const final: BenchResults = { ...results, finishedAt: new Date().toISOString(), rows: [] };
  final.rows = buildRows(final);
  console.log(`\n${renderTable(final.rows)}\n`);
  const notes = [
    results.reads?.nginxWorkers
      ? `nginx ran ${results.reads.nginxWorkers} worker processes (worker_processes auto); our server ${results.reads.server?.processes ?? 1}, node:http one`
      : null,
    ...(results.reads?.notes ?? []),
    ...(results.reads ? loadBoundNotes(results.reads) : []),
    ...(results.growth?.notes ?? []),
    results.pages ? `pages: ${results.pages.build.split('\n')[0]}` : null,
    ...(results.pages?.notes ?? []),
    ...(results.alerts?.notes ?? []),
    ...(results.watches?.notes ?? []),
    ...(results.push?.notes ?? []),
  ].filter(Boolean);
  for (const note of notes) console.log(`note: ${note}`);

  const out = path.join(REPO_ROOT, 'bench', 'results.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(final, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), out)}`);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUpAll();
    // Lighthouse and database clients may keep handles open; the run is over.
    process.exit();
  });
