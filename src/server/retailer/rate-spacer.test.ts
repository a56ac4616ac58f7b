import { describe, expect, it } from 'vitest';
import { createRateSpacer, retailerCallsSeconds } from './rate-spacer';

describe('rate spacer', () => {
  it('lets the first call through and spaces the next ones one interval apart, in order', async () => {
    const waits: number[] = [];
    const spacer = createRateSpacer(1000, async (ms) => {
      waits.push(ms);
    });
    await spacer.wait();
    await spacer.wait();
    await spacer.wait();
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThan(900);
    expect(waits[1]).toBeGreaterThan(1900);
  });

  it('never waits when the interval is 0', async () => {
    const waits: number[] = [];
    const spacer = createRateSpacer(0, async (ms) => {
      waits.push(ms);
    });
    await spacer.wait();
    await spacer.wait();
    expect(waits).toEqual([]);
  });
});

describe('retailer calls estimate', () => {
  it('counts each call at the configured spacing, at least a second, plus the overhead', () => {
    const amazon = { name: 'amazon' as const };
    expect(retailerCallsSeconds(amazon, 1500, 4, 1)).toBe(7);
    expect(retailerCallsSeconds(amazon, 200, 4, 2)).toBe(6);
  });

  it('gives only the overhead for the demo retailer, which answers at once', () => {
    expect(retailerCallsSeconds({ name: 'demo' }, 1500, 4, 2)).toBe(2);
  });
});
