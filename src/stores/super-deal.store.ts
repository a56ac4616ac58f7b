import { atom } from 'nanostores';
import type { SuperDeal } from '../schemas/deal';
import { fetchSuperDeal } from '../lib/deals-api';

/** Today's super deal; null when there is none (the opener button hides). */
export const $superDeal = atom<SuperDeal | null>(null);

let loaded = false;

export function loadSuperDeal(): void {
  if (loaded) return;
  loaded = true;
  void fetchSuperDeal().then((res) => $superDeal.set(res.data && res.data.asin ? res.data : null));
}
