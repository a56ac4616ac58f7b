import { formatUsd } from '../lib/format';
import { sparklinePoints, type ChartPoint } from '../lib/price-chart';

const WIDTH = 96;
const HEIGHT = 24;

/**
 * A deal's recent prices as a small line without axes (fits a card or a table cell), named for
 * screen readers by its lowest, highest and latest price. A dash when there are none.
 */
export function PriceSparkline({ points, days }: { points: readonly ChartPoint[]; days: number }) {
  if (points.length === 0) {
    return (
      <span className="text-xs text-muted" data-testid="price-sparkline">
        No prices yet
      </span>
    );
  }
  const prices = points.map((p) => p.priceCents / 100);
  const label = `Daily lowest prices over ${days} days: lowest ${formatUsd(Math.min(...prices))}, highest ${formatUsd(Math.max(...prices))}, latest ${formatUsd(prices[prices.length - 1])}`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      className="shrink-0 text-brand-700"
      data-testid="price-sparkline"
    >
      <title>{label}</title>
      {points.length === 1 ? (
        <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={2.5} fill="currentColor" />
      ) : (
        <polyline
          points={sparklinePoints(points, WIDTH, HEIGHT)}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
