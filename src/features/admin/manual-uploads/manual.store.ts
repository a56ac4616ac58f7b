import { atom, computed } from 'nanostores';
import { $deals, upsertDeals } from '../deals-manager/deals.store';
import { noteAuthFailure } from '../shell/session.store';
import { fetchManualUploads } from './api';

/** The 'Manually Uploaded Deals' manager: ids from its own call, deals from the shared list. */
const LOAD_MANUAL_FAILED = 'Failed to load manually uploaded deals';
export type ManualStatusFilter = 'all' | 'pending' | 'approved';

export const $manualIds = atom<string[]>([]);
export const $manualLoading = atom(false);
export const $manualError = atom<string | null>(null);
const $manualLoaded = atom(false);
export const $manualStatus = atom<ManualStatusFilter>('all');

export const $manualDeals = computed([$deals, $manualIds, $manualStatus], (deals, ids, status) => {
  const byId = new Map(deals.map((d) => [d._id, d]));
  return ids
    .map((id) => byId.get(id))
    .filter((d) => d !== undefined)
    .filter((d) => status === 'all' || d.isApproved === (status === 'approved'));
});

export async function loadManualUploads(): Promise<void> {
  $manualLoading.set(true);
  $manualError.set(null);
  try {
    const page = await fetchManualUploads();
    if (!page) {
      $manualError.set(LOAD_MANUAL_FAILED);
      return;
    }
    upsertDeals(page.products);
    $manualIds.set(page.products.map((d) => d._id));
    $manualLoaded.set(true);
  } catch (err) {
    noteAuthFailure(err);
    $manualError.set(LOAD_MANUAL_FAILED);
  } finally {
    $manualLoading.set(false);
  }
}

export const setManualStatus = (status: ManualStatusFilter) => $manualStatus.set(status);
