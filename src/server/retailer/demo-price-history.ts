import { type DemoProduct, priceOn } from './demo-catalog';

/** Days of price checks the demo seed gives each deal: past 30, so 'Lowest price we've seen' can be earned. */
const DEMO_HISTORY_DAYS = 40;
const HOUR_MS = 3_600_000;

/**
 * The price checks the demo seed records for a product: one at 10:00 and one at 18:00 New York
 * time (15:00 and 23:00 UTC) on each of the last 40 days, at the catalog's price of that day,
 * as the twice-daily refresh would have seen them. Older than 30 days, one a day (as compacted).
 */
export function demoPriceHistory(product: DemoProduct, now: Date) {
  const today = Math.floor(now.getTime() / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const rows = [];
  for (let day = DEMO_HISTORY_DAYS; day >= 1; day--) {
    const start = today - day * 24 * HOUR_MS;
    const hours = day > 30 ? [15] : [15, 23];
    for (const hour of hours) {
      const observedAt = new Date(start + hour * HOUR_MS);
      if (observedAt >= now) continue;
      rows.push({
        asin: product.asin,
        priceCents: priceOn(product, observedAt).priceCents,
        basisCents: product.listPriceCents,
        basisType: product.savingBasisType,
        observedAt,
      });
    }
  }
  return rows;
}
