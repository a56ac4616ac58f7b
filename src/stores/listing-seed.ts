import type { InitialListing } from '../schemas/listing-page';

/** id of the JSON script in which a listing page's HTML carries the first screen of its deals (ListingPage.astro). */
export const LISTING_SEED_ID = 'listing-seed';

const isSeed = (value: unknown): value is InitialListing => {
  const seed = value as InitialListing | null;
  return (
    typeof seed === 'object' &&
    seed !== null &&
    typeof seed.category === 'string' &&
    Array.isArray(seed.deals) &&
    Array.isArray(seed.categories) &&
    typeof seed.total === 'number'
  );
};

/** The listing the page's HTML shows before any script runs; null on other pages (and on the server). */
export function readListingSeed(): InitialListing | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(LISTING_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSeed(value) ? value : null;
  } catch {
    return null;
  }
}
