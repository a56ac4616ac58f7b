// The alert job's work in a process of its own, so its peak RSS is the job's alone:
//   node --import tsx scripts/bench/alert-job.ts match <postgres://… | PGlite folder>
//   node --import tsx scripts/bench/alert-job.ts render <mails>
// Prints one JSON line (AlertJobFigures) on stdout.
import { parseEnv } from '../../src/server/env';
import { alertMail } from '../../src/server/mail/templates';
import { alertRules, matchedBatches } from '../../src/server/services/alerts';
import { mailLinksFor } from '../../src/server/services/newsletter';
import { openStorage } from './datasets';
import { generateDeal } from './deal-data';

export interface AlertJobFigures {
  seconds: number;
  /** Peak resident set of this process, in MB (getrusage's ru_maxrss). */
  peakRssMb: number;
  /** RSS once the database was open, before the measured work. */
  startRssMb: number;
  /** match: subscribers checked, those with at least one deal, and (subscriber, deal) pairs. */
  checked?: number;
  matched?: number;
  pairs?: number;
  /** render: mails rendered and their HTML's total size. */
  mails?: number;
  htmlBytes?: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** Matching as the alert job walks it (due subscribers in keyset batches, one query per batch), without mail. */
async function match(storage: string): Promise<AlertJobFigures> {
  const handle = await openStorage(storage);
  try {
    const startRssMb = mb(process.memoryUsage.rss());
    const started = performance.now();
    const figures = { checked: 0, matched: 0, pairs: 0 };
    const rules = await alertRules(handle.db, new Date());
    if (rules) {
      for await (const { batch, matches } of matchedBatches(handle.db, rules)) {
        figures.checked += batch.length;
        figures.matched += matches.size;
        for (const deals of matches.values()) figures.pairs += deals.length;
      }
    }
    return { seconds: (performance.now() - started) / 1000, peakRssMb: peakRssMb(), startRssMb, ...figures };
  } finally {
    await handle.close();
  }
}

/** `count` personalised alert mails (own address, signed links, 8 deals each), one after another as the job does. */
async function render(count: number): Promise<AlertJobFigures> {
  const env = parseEnv({ SITE_URL: 'https://deals.example.com' });
  const now = new Date();
  const pool = Array.from({ length: 500 }, (_, i) => generateDeal(i, now));
  const startRssMb = mb(process.memoryUsage.rss());
  const started = performance.now();
  let htmlBytes = 0;
  for (let i = 0; i < count; i++) {
    const email = `parent${i}@example.com`;
    const deals = Array.from({ length: 8 }, (_, k) => pool[(i * 7 + k * 61) % pool.length]).map((d) => ({
      asin: d.asin,
      title: d.title,
      discountPercentage: d.discountPercentage ?? 0,
      categoryLabel: d.categoryLabel ?? '',
    }));
    const mail = await alertMail(email, deals, mailLinksFor(env, 'bench-secret-of-32-characters-min', email, now));
    htmlBytes += mail.html.length;
  }
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peakRssMb(), startRssMb, mails: count, htmlBytes };
}

const [mode, arg] = process.argv.slice(2);
const work = mode === 'match' && arg ? match(arg) : mode === 'render' && Number(arg) > 0 ? render(Number(arg)) : null;
if (!work) {
  console.error('usage: alert-job.ts match <postgres://… | PGlite folder> | render <mails>');
  process.exit(2);
}
work.then(
  (figures) => {
    console.log(JSON.stringify(figures));
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
