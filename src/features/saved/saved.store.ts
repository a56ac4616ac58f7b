import { atom } from 'nanostores';
import { parseSavedList, withoutSaved, withSaved, type SavedDeal } from './saved-list';

/** localStorage key of the device's saved deals (no account: they stay on this device). */
export const SAVED_DEALS_KEY = 'savedDeals';

/** The storage when the browser lets us use it (private modes and blocked storage throw). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): SavedDeal[] {
  try {
    return parseSavedList(storage()?.getItem(SAVED_DEALS_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Newest first. Empty on the server; islands read it through useIslandStore so hydration matches. */
export const $savedDeals = atom<SavedDeal[]>(read());

function save(list: SavedDeal[]): void {
  $savedDeals.set(list);
  try {
    storage()?.setItem(SAVED_DEALS_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the list still holds for this page.
  }
}

export const isSaved = (list: SavedDeal[], asin: string) => list.some((d) => d.asin === asin);

/** Saves the deal, or removes it when it is saved already. */
export function toggleSaved(deal: Omit<SavedDeal, 'savedAt'>, now = new Date()): void {
  const list = $savedDeals.get();
  save(
    isSaved(list, deal.asin) ? withoutSaved(list, deal.asin) : withSaved(list, { ...deal, savedAt: now.toISOString() }),
  );
}

export const removeSaved = (asin: string): void => save(withoutSaved($savedDeals.get(), asin));

// Another tab saved or removed a deal: follow it. Listened to from a task of its own: in Chromium
// adding a 'storage' listener is slow work, and this module loads while the page hydrates.
if (typeof window !== 'undefined') {
  setTimeout(() => {
    window.addEventListener('storage', (e) => {
      if (e.key === SAVED_DEALS_KEY || e.key === null) $savedDeals.set(read());
    });
  }, 0);
}
