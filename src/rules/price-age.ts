/** A price fetched more than 24 hours ago is not shown (Amazon's rule for displayed prices). */
const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The oldest fetch time whose price may still be shown at `now`. */
export const oldestShownPriceAt = (now: Date): Date => new Date(now.getTime() - PRICE_MAX_AGE_MS);
