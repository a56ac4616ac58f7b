import { dealPath } from '../../src/rules/deal-path';
import { fetchRaw, READ_HEADERS, type RawResponse } from './http-load';
import { errorText } from './lifecycle';
import type { Row } from './report';

/** How many first renders are timed, one after another. */
const FIRST_RENDERS = 100;

/** Latencies of deal pages rendered for the first time (each a response cache miss). */
export interface FirstRenders extends Sequential {
  path: string;
}

/** The canonical page of the server's first public deal, or null when it has none. */
export async function findDealPage(baseUrl: string): Promise<string | null> {
  const raw = await fetchRaw(`${baseUrl}/api/products/all?page=1&limit=1`);
  if (raw.status !== 200) return null;
  const [deal] = (JSON.parse(raw.body.toString()) as { data: { products: { asin: string; title: string }[] } }).data
    .products;
  return deal ? dealPath(deal.asin, deal.title) : null;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Latencies of requests made one after another, stopping at the first that is not a 200. */
export interface Sequential {
  count: number;
  p50Ms: number;
  p99Ms: number;
  problem: string | null;
}

/** Times `count` requests one at a time (`request(i)` makes the i-th). */
export async function timeOneAtATime(count: number, request: (i: number) => Promise<RawResponse>): Promise<Sequential> {
  const latencies: number[] = [];
  let problem: string | null = null;
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const raw = await request(i);
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
    count: sorted.length,
    p50Ms: sorted.length ? percentile(sorted, 0.5) : NaN,
    p99Ms: sorted.length ? percentile(sorted, 0.99) : NaN,
    problem,
  };
}

/**
 * Times first renders of a deal page: one request at a time, each with a query the response
 * cache has not seen, so each is rendered (database, Astro, compression for the cache).
 */
export async function measureFirstRenders(baseUrl: string, path: string): Promise<FirstRenders> {
  const timed = await timeOneAtATime(FIRST_RENDERS, (i) =>
    fetchRaw(`${baseUrl}${path}?first-render=${Date.now()}-${i}`, { headers: READ_HEADERS }),
  );
  return { path, ...timed };
}

/** The table row of the first renders: target p50 < 15 ms. */
export function firstRenderRows(f: FirstRenders | null | undefined): Row[] {
  if (!f) return [];
  const measured = f.count
    ? `p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms over ${f.count} renders`
    : 'not measured';
  return [
    {
      section: 'reads',
      item: `${f.path} first render (uncached)`,
      measured: f.problem ? `${measured} (${f.problem})` : measured,
      compared: 'one request at a time, each URL new to the response cache',
      target: 'p50 < 15 ms',
      status: !f.count || f.problem ? 'n/a' : f.p50Ms < 15 ? 'met' : 'NOT MET',
    },
  ];
}
