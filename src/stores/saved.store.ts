import { persistentAtom } from '@nanostores/persistent';
import { NOTHING_SAVED, parseSavedList, withoutSaved, withSaved, type SavedDeal } from './saved-list';

/** localStorage key of the device's saved deals (no account: they stay on this device). */
export const SAVED_DEALS_KEY = 'savedDeals';

/**
 * Newest first, kept in localStorage as a JSON list (unreadable entries are dropped on reading).
 * Empty on the server; islands read it through useStoreFromServer so hydration matches. Where the
 * browser blocks storage, the library keeps the list in memory for the page.
 */
export const $savedDeals = persistentAtom<SavedDeal[]>(SAVED_DEALS_KEY, NOTHING_SAVED, {
  encode: JSON.stringify,
  decode: parseSavedList,
  // Followed below instead, from a task of its own.
  listen: false,
});

function save(list: SavedDeal[]): void {
  try {
    $savedDeals.set(list);
  } catch {
    // Full storage: the list stays as it was rather than breaking the page.
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
      if (e.key === SAVED_DEALS_KEY) save(parseSavedList(e.newValue));
      else if (e.key === null) save(NOTHING_SAVED);
    });
  }, 0);
}
