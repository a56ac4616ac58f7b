import { asinOfDealPath } from '../../src/rules/deal-path';
import { fetchRaw, READ_HEADERS } from './http-load';
import { timeOneAtATime, type Sequential } from './deal-pages';
import type { Row } from './report';

/** How many checks are timed, one after another. */
const CHECKS = 100;
/** The target: a listed ASIN's check answers within this at the median. */
const TARGET_P50_MS = 20;

/** Latencies of "Check any Amazon link" for an ASIN we list (answered from our database, no retailer call). */
export interface ProductChecks extends Sequential {
  asin: string;
}

/**
 * Times GET /api/check for the listed deal of `dealPage`, one request at a time, each from its own
 * client address (X-Forwarded-For, read with TRUST_PROXY=1) so the 10-a-minute limit is not hit:
 * every check still counts against its client's limit in the database, as in production.
 */
export async function measureProductChecks(baseUrl: string, dealPage: string): Promise<ProductChecks> {
  const asin = asinOfDealPath(dealPage) ?? '';
  const address = encodeURIComponent(`https://www.amazon.com/dp/${asin}?th=1`);
  const timed = await timeOneAtATime(CHECKS, (i) =>
    fetchRaw(`${baseUrl}/api/check?url=${address}`, {
      headers: { ...READ_HEADERS, 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
    }),
  );
  return { asin, ...timed };
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
