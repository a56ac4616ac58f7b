import { map } from 'nanostores';
import { http } from '../../../lib/http';
import type { ChartPoint } from '../../../lib/price-chart';
import { MAX_SPARKLINE_ASINS } from '../../../schemas/price-history';

/** The daily lows of each ASIN asked for so far; absent while its request is under way. */
export const $sparklines = map<Record<string, ChartPoint[]>>({});

const pending = new Set<string>();
const asked = new Set<string>();
let flushing: Promise<void> | null = null;

/**
 * Asks for an ASIN's sparkline. Every ASIN asked for while the list renders goes out in one
 * POST /api/admin/price-history (1,000 a request), answered by one query on the server.
 */
export function requestSparkline(asin: string): void {
  if (asked.has(asin)) return;
  asked.add(asin);
  pending.add(asin);
  flushing ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(flush);
}

async function flush(): Promise<void> {
  const asins = [...pending];
  pending.clear();
  flushing = null;
  for (let i = 0; i < asins.length; i += MAX_SPARKLINE_ASINS) {
    const batch = asins.slice(i, i + MAX_SPARKLINE_ASINS);
    try {
      const res = await http.post('/api/admin/price-history', 'sparklines', { asins: batch });
      for (const asin of batch) {
        const lows = res.data?.[asin] ?? [];
        $sparklines.setKey(
          asin,
          lows.map(([day, cents]) => ({ observedAt: new Date(day), priceCents: cents })),
        );
      }
    } catch {
      // A failed read leaves these sparklines empty-handed; the next list load asks again.
      for (const asin of batch) asked.delete(asin);
    }
  }
}
