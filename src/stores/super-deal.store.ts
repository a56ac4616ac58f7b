import { atom } from 'nanostores';
import type { SuperDeal } from '../schemas/deal';
import { fetchSuperDeal } from '../lib/deals-api';

/** Today's super deal; null when there is none (the opener button hides). */
export const $superDeal = atom<SuperDeal | null>(null);

let loaded = false;

/**
 * Starts the store from the page's data (the listing pages' HTML carries the super deal, so
 * nothing is read at load); a page without it (under `astro dev`) reads it once.
 */
export function startSuperDeal(fromPage: SuperDeal | null | undefined): void {
  if (fromPage !== undefined) {
    loaded = true;
    $superDeal.set(fromPage);
    return;
  }
  if (loaded) return;
  loaded = true;
  void fetchSuperDeal().then((res) => $superDeal.set(res.data && res.data.asin ? res.data : null));
}
