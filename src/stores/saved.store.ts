import { persistentAtom } from '@nanostores/persistent';
import type { SavedDealView } from '../schemas/saved';
import { NOTHING_SAVED, parseSavedList, withoutSaved, withSaved, type SavedDeal } from './saved-list';

/** localStorage key of the device's saved deals (no account; on the server too once the device subscribed). */
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

/** The server's token this browser's list was merged with; from then on the server's list is the truth. */
const $mergedWith = persistentAtom<string>('savedMergedWith', '');

/** The server's calls, loaded only when needed: the heart's island stays small. */
const loadServer = () => import('../lib/saved-server');

/**
 * Brings the browser's list and the server's together, when this device keeps its list on the
 * server: the first time with this token the browser's deals are added there (the union, nothing
 * lost), then the server's list replaces the browser's. Answers the server's list with each deal's
 * state; null when the list is kept in this browser only.
 */
export async function syncSaved(): Promise<SavedDealView[] | null> {
  const server = await loadServer();
  const token = server.savedListToken();
  if (!token) return null;
  const local = $savedDeals.get();
  const views =
    $mergedWith.get() !== token && local.length > 0
      ? await server.sendSaved(token, local)
      : await server.fetchSaved(token);
  $mergedWith.set(token);
  save(views.map(({ asin, title, imageUrl, savedAt }) => ({ asin, title, imageUrl, savedAt })));
  return views;
}

/** Tells the server of a change (when it keeps this device's list), merging the lists first if never done. */
function tellServer(change: { saved: SavedDeal } | { removed: string }): void {
  if (typeof window === 'undefined') return;
  void (async () => {
    const server = await loadServer();
    const token = server.savedListToken();
    if (!token) return;
    if ('saved' in change) await server.sendSaved(token, [change.saved]);
    else await server.sendRemoved(token, change.removed);
    if ($mergedWith.get() !== token) await syncSaved();
  })().catch(() => {
    // Kept in this browser; the next visit to the saved list merges it.
  });
}

/** Saves the deal, or removes it when it is saved already. */
export function toggleSaved(deal: Omit<SavedDeal, 'savedAt'>, now = new Date()): void {
  const list = $savedDeals.get();
  if (isSaved(list, deal.asin)) {
    removeSaved(deal.asin);
    return;
  }
  const saved = { ...deal, savedAt: now.toISOString() };
  save(withSaved(list, saved));
  tellServer({ saved });
}

export function removeSaved(asin: string): void {
  save(withoutSaved($savedDeals.get(), asin));
  tellServer({ removed: asin });
}

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
