import { asinOfDealPath } from '../../src/rules/deal-path';
import { fetchRaw, READ_HEADERS } from './http-load';
import { errorText } from './lifecycle';
import type { Row } from './report';

/** How many checks are timed, one after another. */
const CHECKS = 100;
/** The target: a listed ASIN's check answers within this at the median. */
const TARGET_P50_MS = 20;

/** Latencies of "Check any Amazon link" for an ASIN we list (answered from our database, no retailer call). */
export interface ProductChecks {
  asin: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  problem: string | null;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Times GET /api/check for the listed deal of `dealPage`, one request at a time, each from its own
 * client address (X-Forwarded-For, read with TRUST_PROXY=1) so the 10-a-minute limit is not hit:
 * every check still counts against its client's limit in the database, as in production.
 */
export async function measureProductChecks(baseUrl: string, dealPage: string): Promise<ProductChecks> {
  const asin = asinOfDealPath(dealPage) ?? '';
  const address = encodeURIComponent(`https://www.amazon.com/dp/${asin}?th=1`);
  const latencies: number[] = [];
  let problem: string | null = null;
  try {
    for (let i = 0; i < CHECKS; i++) {
      const headers = { ...READ_HEADERS, 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` };
      const started = performance.now();
      const raw = await fetchRaw(`${baseUrl}/api/check?url=${address}`, { headers });
      latencies.push(performance.now() - started);
      if (raw.status !== 200) {
        problem = `answered ${raw.status}`;
        break;
      }
    }
  } catch (err) {
    problem = errorText(err);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    asin,
    count: sorted.length,
    p50Ms: sorted.length ? percentile(sorted, 0.5) : NaN,
    p99Ms: sorted.length ? percentile(sorted, 0.99) : NaN,
    problem,
  };
}

/** The table row of the checks: target p50 <= 20 ms. */
export function productCheckRows(c: ProductChecks | null | undefined): Row[] {
  if (!c) return [];
  const measured = c.count
    ? `p50 ${c.p50Ms.toFixed(1)} ms, p99 ${c.p99Ms.toFixed(1)} ms over ${c.count} checks`
    : 'not measured';
  return [
    {
      section: 'reads',
      item: '/api/check of a listed ASIN',
      measured: c.problem ? `${measured} (${c.problem})` : measured,
      compared: 'one request at a time, each from another client',
      target: `p50 <= ${TARGET_P50_MS} ms`,
      status: !c.count || c.problem ? 'n/a' : c.p50Ms <= TARGET_P50_MS ? 'met' : 'NOT MET',
    },
  ];
}
