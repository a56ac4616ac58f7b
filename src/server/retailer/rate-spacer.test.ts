import { describe, expect, it } from 'vitest';
import { createRateSpacer } from './rate-spacer';

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
