import { formatCount, formatUsd, newYorkMonthDayYear } from './format';
import type { ChartPoint } from './price-chart';

export interface PriceHistorySummary {
  lowest: string;
  highest: string;
  /** The day of the oldest observation: "Oct 3, 2026". */
  since: string;
  /** "14 price checks" */
  checks: string;
  /** The whole summary in one sentence, the chart's accessible description. */
  sentence: string;
}

/** What the chart shows, in words: lowest, highest, since when and how many observations. Null without any. */
export function summarizePriceHistory(points: readonly ChartPoint[]): PriceHistorySummary | null {
  if (points.length === 0) return null;
  const prices = points.map((p) => p.priceCents);
  const lowest = formatUsd(Math.min(...prices) / 100);
  const highest = formatUsd(Math.max(...prices) / 100);
  const since = newYorkMonthDayYear(new Date(Math.min(...points.map((p) => p.observedAt.getTime()))));
  const checks = `${formatCount(points.length)} ${points.length === 1 ? 'price check' : 'price checks'}`;
  return {
    lowest,
    highest,
    since,
    checks,
    sentence: `Prices we saw since ${since}: lowest ${lowest}, highest ${highest}, from ${checks}.`,
  };
}
