import { atom, computed, type ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { reportError } from '../shell/report';
import { showToast } from '../../../stores/toast.store';
import * as api from './api';
import { filterDeals, type DealFilter } from './deal-filter';
import { $deals, $pendingIds, patchDeals } from './deals.store';

// What Manage Deals shows: search, filter, selection and the bulk actions on it.

/** The search the list shows; it follows the search box one frame behind (see setDealSearch). */
export const $dealSearch = atom('');
/** The search box's text, updated on each keystroke. */
export const $searchInput = atom('');
export const $dealFilter = atom<DealFilter>('all');
export const $selectedIds = atom<ReadonlySet<string>>(new Set());
const $bulkPending = atom(false);

export const $shownDeals = computed([$deals, $dealSearch, $dealFilter], (deals, query, filter) =>
  filterDeals(deals, query, filter),
);

/** The selected deals that are shown: bulk actions only touch what the operator can see. */
export const $selectedShownIds = computed([$selectedIds, $shownDeals], (selected, shown) =>
  selected.size === 0 ? [] : shown.filter((d) => selected.has(d._id)).map((d) => d._id),
);

/** True while any deal action or bulk action is in flight. */
export const $anyPending = computed([$pendingIds, $bulkPending], (ids, bulk) => bulk || ids.size > 0);

let searchQueued = false;

/**
 * Types into the search box at once and filters after the next paint: a keystroke paints its
 * letter without waiting for 10,000 deals to be filtered and the list to be rebuilt (decision 15). Keys typed meanwhile
 * are filtered together.
 */
export function setDealSearch(query: string): void {
  $searchInput.set(query);
  if (searchQueued) return;
  searchQueued = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      searchQueued = false;
      $dealSearch.set($searchInput.get());
    }),
  );
}
export const setDealFilter = (filter: DealFilter) => $dealFilter.set(filter);

export function toggleSelected(id: string): void {
  const next = new Set($selectedIds.get());
  if (next.has(id)) next.delete(id);
  else next.add(id);
  $selectedIds.set(next);
}

/**
 * True while `id` is in the set held by `store`. Each row subscribes for itself and React skips
 * the rows whose answer did not change: Select All re-renders only the rows it selects.
 */
function useHas(
  store: ReadableAtom<ReadonlySet<string>>,
  subscribe: (onChange: () => void) => () => void,
  id: string,
): boolean {
  return useSyncExternalStore(
    subscribe,
    () => store.get().has(id),
    () => false,
  );
}

// One subscribe function per store: React re-subscribes a row only when this function changes.
const listenSelected = (onChange: () => void) => $selectedIds.listen(onChange);
const listenPending = (onChange: () => void) => $pendingIds.listen(onChange);

export const useIsSelected = (id: string) => useHas($selectedIds, listenSelected, id);
export const useIsPending = (id: string) => useHas($pendingIds, listenPending, id);

export const selectAllShown = () => $selectedIds.set(new Set($shownDeals.get().map((d) => d._id)));
export const deselectAll = () => $selectedIds.set(new Set());

/** Activate or Deactivate Selected; the selection clears afterwards. */
export async function bulkSetApproval(approve: boolean): Promise<void> {
  const ids = $selectedShownIds.get();
  if (ids.length === 0 || $anyPending.get()) return;
  const verb = approve ? 'activate' : 'deactivate';
  $bulkPending.set(true);
  try {
    const result = await api.bulkSetApproval(ids, approve);
    if (!result) {
      showToast(`Failed to bulk ${verb} deals`, 'error');
      return;
    }
    const now = new Date().toISOString();
    // The server approves only deals with a category and names the ones it skipped.
    const skippedIds = new Set(result.skippedIds);
    patchDeals(new Set(ids), (d) => (skippedIds.has(d._id) ? null : { isApproved: approve, lastUpdated: now }));
    const skipped = result.skipped ? `. ${result.skipped} skipped: assign a category first` : '';
    showToast(`${result.count} deals ${verb}d successfully${skipped}`);
    deselectAll();
  } catch (err) {
    reportError(err, `Failed to bulk ${verb} deals. Please try again.`);
  } finally {
    $bulkPending.set(false);
  }
}
