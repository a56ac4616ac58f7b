import { formatUsd, formatUsdWhole, newYorkMonthDay } from './format';

/** One observed price, as charts draw it: cents at a time. */
export interface ChartPoint {
  priceCents: number;
  observedAt: Date;
}

/** The drawing area of a chart inside its SVG view box. */
export interface ChartFrame {
  width: number;
  height: number;
  /** Space kept free on each side for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface ChartTick {
  /** Position along the axis (x for time, y for price), in view-box units. */
  at: number;
  label: string;
  value: number;
}

export interface PriceChartGeometry {
  /** An SVG path through every point, oldest first ("M x y L x y ..."); a step line: a price holds until the next. */
  path: string;
  /** The last point, marked as today's price. */
  last: { x: number; y: number };
  /** Price gridlines (y) with "$12" labels, lowest first. */
  priceTicks: ChartTick[];
  /** Day labels (x) at the first and last observation, and between when there is room. */
  timeTicks: ChartTick[];
}

/** "$24" when every gridline is a whole dollar, else "$6.80" (and "$7.00" beside it). */
const tickDollars = (cents: number, step: number) =>
  step % 100 === 0 ? formatUsdWhole(cents / 100) : formatUsd(cents / 100);

/** A round step for about `count` price gridlines over the span (1, 2 or 5 times a power of ten cents). */
function niceStep(spanCents: number, count: number): number {
  const raw = Math.max(1, spanCents / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/**
 * Where to draw a price history: a step line scaled into the frame, with price gridlines on
 * round amounts covering every price and day labels along the bottom. Points must be oldest
 * first; at least one.
 */
export function priceChartGeometry(points: readonly ChartPoint[], frame: ChartFrame, now: Date): PriceChartGeometry {
  if (points.length === 0) throw new Error('a price chart needs at least one point');
  const prices = points.map((p) => p.priceCents);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const step = niceStep(highest - lowest || highest * 0.2 || 100, 3);
  const floor = Math.max(0, Math.floor(lowest / step) * step - (highest === lowest ? step : 0));
  const ceiling = Math.ceil(highest / step) * step + (highest === lowest || highest % step === 0 ? step : 0);

  const start = points[0].observedAt.getTime();
  const end = Math.max(now.getTime(), points[points.length - 1].observedAt.getTime(), start + 1);
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  const xOf = (time: number) => round(frame.left + ((time - start) / (end - start)) * plotWidth);
  const yOf = (cents: number) => round(frame.top + (1 - (cents - floor) / (ceiling - floor)) * plotHeight);

  const segments: string[] = [];
  points.forEach((p, i) => {
    const x = xOf(p.observedAt.getTime());
    const y = yOf(p.priceCents);
    if (i === 0) segments.push(`M ${x} ${y}`);
    else segments.push(`H ${x}`, `V ${y}`);
  });
  const lastPoint = points[points.length - 1];
  const last = { x: xOf(end), y: yOf(lastPoint.priceCents) };
  segments.push(`H ${last.x}`);

  const priceTicks: ChartTick[] = [];
  for (let cents = floor; cents <= ceiling; cents += step) {
    priceTicks.push({ at: yOf(cents), label: tickDollars(cents, step), value: cents });
  }
  const timeTicks = [start, end].map((time) => ({
    at: xOf(time),
    label: newYorkMonthDay(new Date(time)),
    value: time,
  }));
  if (end - start > 6 * 24 * 3_600_000) {
    const middle = start + (end - start) / 2;
    timeTicks.splice(1, 0, { at: xOf(middle), label: newYorkMonthDay(new Date(middle)), value: middle });
  }
  return { path: segments.join(' '), last, priceTicks, timeTicks };
}

/** The same line for a small sparkline without axes: a polyline's points, "x,y x,y ...". */
export function sparklinePoints(points: readonly ChartPoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  const prices = points.map((p) => p.priceCents);
  const lowest = Math.min(...prices);
  const span = Math.max(...prices) - lowest;
  const start = points[0].observedAt.getTime();
  const duration = points[points.length - 1].observedAt.getTime() - start;
  const pad = 2;
  return points
    .map((p) => {
      const x = duration === 0 ? width / 2 : pad + ((p.observedAt.getTime() - start) / duration) * (width - 2 * pad);
      const y = span === 0 ? height / 2 : pad + (1 - (p.priceCents - lowest) / span) * (height - 2 * pad);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
