import type { RetailerClient } from './retailer-client';

/** Spaces calls at least `intervalMs` apart (one account, one request per interval), in call order. */
export function createRateSpacer(intervalMs: number, sleep: (ms: number) => Promise<void> = defaultSleep) {
  let nextSlot = 0;
  return {
    /** Resolves when the caller may send its request. */
    async wait(): Promise<void> {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + intervalMs;
      if (slot > now) await sleep(slot - now);
    },
  };
}

export type RateSpacer = ReturnType<typeof createRateSpacer>;

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A guess for the operator: seconds `calls` retailer requests take at the configured spacing (at
 * least one per second), plus `overheadSeconds`. The demo retailer answers at once.
 */
export function retailerCallsSeconds(
  retailer: Pick<RetailerClient, 'name'>,
  spacingMs: number,
  calls: number,
  overheadSeconds: number,
): number {
  if (retailer.name === 'demo') return overheadSeconds;
  return Math.ceil((calls * Math.max(1000, spacingMs)) / 1000) + overheadSeconds;
}
