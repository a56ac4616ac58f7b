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
