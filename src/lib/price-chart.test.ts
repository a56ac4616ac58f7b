import { describe, expect, it } from 'vitest';
import { priceChartGeometry, sparklinePoints } from './price-chart';

const frame = { width: 300, height: 120, left: 40, right: 10, top: 10, bottom: 20 };
const at = (iso: string) => new Date(iso);

describe('priceChartGeometry', () => {
  it('steps from price to price and holds the last one until now, within the frame', () => {
    const points = [
      { priceCents: 2999, observedAt: at('2026-10-01T14:00:00Z') },
      { priceCents: 2499, observedAt: at('2026-10-11T14:00:00Z') },
    ];
    const chart = priceChartGeometry(points, frame, at('2026-10-21T14:00:00Z'));
    // Start at the left edge, hold, step down halfway along, hold to the right edge.
    expect(chart.path).toMatch(/^M 40 [\d.]+ H 165 V [\d.]+ H 290$/);
    expect(chart.last.x).toBe(290);
    const [, y1, y2] = /^M 40 ([\d.]+) H 165 V ([\d.]+)/.exec(chart.path)!.map(Number);
    expect(y1).toBeLessThan(y2);
    expect(y1).toBeGreaterThanOrEqual(10);
    expect(y2).toBeLessThanOrEqual(100);
  });

  it('puts round price gridlines around every price, lowest first', () => {
    const points = [
      { priceCents: 2999, observedAt: at('2026-10-01T14:00:00Z') },
      { priceCents: 2499, observedAt: at('2026-10-11T14:00:00Z') },
    ];
    const ticks = priceChartGeometry(points, frame, at('2026-10-21T14:00:00Z')).priceTicks;
    expect(ticks.map((t) => t.label)).toEqual(['$24', '$26', '$28', '$30']);
    expect(ticks[0].value).toBeLessThanOrEqual(2499);
    expect(ticks[ticks.length - 1].value).toBeGreaterThanOrEqual(2999);
  });

  it('draws a single price as a flat line with room above and below', () => {
    const chart = priceChartGeometry(
      [{ priceCents: 1000, observedAt: at('2026-10-01T14:00:00Z') }],
      frame,
      at('2026-10-01T18:00:00Z'),
    );
    expect(chart.path).toMatch(/^M 40 ([\d.]+) H 290$/);
    expect(chart.priceTicks.length).toBeGreaterThanOrEqual(3);
    expect(chart.priceTicks[0].value).toBeLessThan(1000);
    expect(chart.priceTicks[chart.priceTicks.length - 1].value).toBeGreaterThan(1000);
  });

  it('labels the first and last day, and the middle one on a longer history (New York days)', () => {
    const points = [{ priceCents: 1000, observedAt: at('2026-10-01T02:00:00Z') }];
    expect(priceChartGeometry(points, frame, at('2026-10-03T14:00:00Z')).timeTicks.map((t) => t.label)).toEqual([
      'Sep 30',
      'Oct 3',
    ]);
    expect(priceChartGeometry(points, frame, at('2026-10-21T02:00:00Z')).timeTicks.map((t) => t.label)).toEqual([
      'Sep 30',
      'Oct 10',
      'Oct 20',
    ]);
  });

  it('refuses an empty history', () => {
    expect(() => priceChartGeometry([], frame, new Date())).toThrow();
  });
});

describe('sparklinePoints', () => {
  it('spans the box: oldest at the left, highest price at the top', () => {
    const points = [
      { priceCents: 2000, observedAt: at('2026-10-01T00:00:00Z') },
      { priceCents: 1000, observedAt: at('2026-10-02T00:00:00Z') },
    ];
    expect(sparklinePoints(points, 100, 20)).toBe('2,2 98,18');
  });

  it('draws a flat line at mid height, and nothing without points', () => {
    const points = [
      { priceCents: 500, observedAt: at('2026-10-01T00:00:00Z') },
      { priceCents: 500, observedAt: at('2026-10-02T00:00:00Z') },
    ];
    expect(sparklinePoints(points, 100, 20)).toBe('2,10 98,10');
    expect(sparklinePoints([], 100, 20)).toBe('');
  });
});

describe('price gridline labels', () => {
  it('show cents on every line when the step is under a dollar', () => {
    const points = [
      { priceCents: 678, observedAt: new Date('2026-10-01T14:00:00Z') },
      { priceCents: 719, observedAt: new Date('2026-10-11T14:00:00Z') },
    ];
    const frame = { width: 300, height: 120, left: 40, right: 10, top: 10, bottom: 20 };
    const labels = priceChartGeometry(points, frame, new Date('2026-10-12T14:00:00Z')).priceTicks.map((t) => t.label);
    expect(labels).toContain('$7.00');
    expect(labels.every((l) => /^\$\d+\.\d\d$/.test(l))).toBe(true);
  });
});
