import { atom } from 'nanostores';
import type { AdminDeal } from '../../../schemas/admin';
import type { CategoryOption } from '../../../schemas/categories';
import type { Deal, ProductType } from '../../../schemas/deal';
import { reportError } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { showToast } from '../../../stores/toast.store';
import * as api from './api';
import { ASSIGN_CATEGORY_FIRST, hasCategory } from '../../../rules/category';

/** Every deal the operator manages; the one source for the grid, metrics, social and export. */
export const $deals = atom<AdminDeal[]>([]);
export const $dealsLoading = atom(false);
/**
 * While the first load brings the list page by page: how many of the server's deals the list
 * still lacks (0 once it is complete, and after a failed load, whose error says so).
 */
export const $dealsRemaining = atom(0);
/** Set when the last load failed; the grid shows it with Try Again. */
export const $dealsError = atom<string | null>(null);
export const $categories = atom<CategoryOption[]>([]);
/** Deals with an action in flight: their buttons are disabled. */
export const $pendingIds = atom<ReadonlySet<string>>(new Set());

const LOAD_FAILED = 'Failed to fetch products. Please try again.';

/** Appends the deals the list does not have yet; the copies it has (maybe edited since) stay. */
function appendNew(list: readonly AdminDeal[]): void {
  const known = new Set($deals.get().map((d) => d._id));
  const fresh = list.filter((d) => !known.has(d._id));
  if (fresh.length) $deals.set([...$deals.get(), ...fresh]);
}

let loadRun = 0;

/**
 * Loads the list. The first load shows the first screen as soon as it arrives and appends the
 * rest behind it; a reload (after a refresh or an import) keeps the list it has until the new
 * one is complete. Only the latest call writes.
 */
export async function loadDeals(): Promise<void> {
  const run = ++loadRun;
  const latest = () => run === loadRun;
  const progressive = $deals.get().length === 0;
  $dealsLoading.set(true);
  try {
    const deals = await api.fetchAdminDeals((products, total) => {
      if (!progressive || !latest()) return;
      appendNew(products);
      $dealsRemaining.set(Math.max(0, total - $deals.get().length));
    });
    if (!latest()) return;
    if (progressive) appendNew(deals);
    else $deals.set(deals);
    $dealsError.set(null);
  } catch (err) {
    if (!latest()) return;
    noteAuthFailure(err);
    // docs/product.md 11.4: the thrown fetch is 'Error fetching deals' (a toast); the list says what to do.
    showToast('Error fetching deals', 'error');
    $dealsError.set(LOAD_FAILED);
  } finally {
    if (latest()) {
      $dealsRemaining.set(0);
      $dealsLoading.set(false);
    }
  }
}

export async function loadCategories(): Promise<void> {
  try {
    $categories.set(await api.fetchAdminCategories());
  } catch (err) {
    noteAuthFailure(err);
    console.warn('Failed to fetch available categories', err);
  }
}

/** Puts the server's copy of a deal in the list (keeping its click count); a new super deal clears the flag on the others. */
function applyDeal(updated: Deal): void {
  $deals.set(
    $deals.get().map((d) => {
      if (d._id === updated._id) return { ...updated, clicks7d: d.clicks7d };
      return updated.isSuperDeal && d.isSuperDeal ? { ...d, isSuperDeal: false } : d;
    }),
  );
}

/** Adds or replaces deals fetched elsewhere (the manual-uploads manager). */
export function upsertDeals(list: readonly Deal[]): void {
  const byId = new Map(list.map((d) => [d._id, d]));
  const kept = $deals.get().map((d) => {
    const fresh = byId.get(d._id);
    return fresh ? { ...fresh, clicks7d: d.clicks7d } : d;
  });
  const known = new Set(kept.map((d) => d._id));
  // A deal new to the list was added since it loaded: no clicks counted for it yet.
  $deals.set([...kept, ...list.filter((d) => !known.has(d._id)).map((d) => ({ ...d, clicks7d: 0 }))]);
}

/** Patches deals in place (bulk actions, whose answer is only a count). */
export function patchDeals(ids: ReadonlySet<string>, patch: (d: AdminDeal) => Partial<Deal> | null): void {
  $deals.set(
    $deals.get().map((d) => {
      if (!ids.has(d._id)) return d;
      const change = patch(d);
      return change ? { ...d, ...change } : d;
    }),
  );
}

function setPending(id: string, on: boolean) {
  const next = new Set($pendingIds.get());
  if (on) next.add(id);
  else next.delete(id);
  $pendingIds.set(next);
}

interface ActionTexts {
  success?: string;
  /** The answer had no deal. */
  falsy: string;
  /** The call threw and the server sent no message. */
  failed: string;
}

/** Runs one deal's call with its buttons disabled; true when the server returned the deal. */
async function runDealAction(deal: Deal, call: () => Promise<Deal | null>, texts: ActionTexts): Promise<boolean> {
  if ($pendingIds.get().has(deal._id)) return false;
  setPending(deal._id, true);
  try {
    const updated = await call();
    if (!updated) {
      showToast(texts.falsy, 'error');
      return false;
    }
    applyDeal(updated);
    if (texts.success) showToast(texts.success);
    return true;
  } catch (err) {
    reportError(err, texts.failed);
    return false;
  } finally {
    setPending(deal._id, false);
  }
}

export function approveDeal(deal: Deal): Promise<boolean> {
  if (!hasCategory(deal.category)) {
    showToast(ASSIGN_CATEGORY_FIRST, 'error');
    return Promise.resolve(false);
  }
  return runDealAction(deal, () => api.approveProduct(deal._id), {
    success: 'Deal activated successfully',
    falsy: 'Failed to activate deal',
    failed: 'Failed to activate deal. Please try again.',
  });
}

export const unapproveDeal = (deal: Deal) =>
  runDealAction(deal, () => api.unapproveProduct(deal._id), {
    success: 'Deal deactivated successfully',
    falsy: 'Failed to deactivate deal',
    failed: 'Failed to deactivate deal. Please try again.',
  });

export const markSuperDeal = (deal: Deal) =>
  runDealAction(deal, () => api.markSuperDeal(deal._id), {
    success: 'Super deal updated successfully',
    falsy: 'Failed to update super deal',
    failed: 'Failed to mark as super deal. Please try again.',
  });

export const unmarkSuperDeal = (deal: Deal) =>
  runDealAction(deal, () => api.unmarkSuperDeal(deal._id), {
    success: 'Super deal removed successfully',
    falsy: 'Failed to remove super deal',
    failed: 'Failed to unmark super deal. Please try again.',
  });

export const setDealCategory = (deal: Deal, category: string) =>
  runDealAction(deal, () => api.updateDeal(deal._id, { category }), {
    falsy: 'Failed to update category',
    failed: 'Error updating category',
  });

export const setDealProductType = (deal: Deal, productType: ProductType) =>
  runDealAction(deal, () => api.updateProductType(deal._id, productType), {
    falsy: 'Failed to update product type',
    failed: 'Failed to update product type',
  });

/** Approve or unapprove through PUT /api/admin/curated-deals/{id} (the manual-uploads manager). */
export function setDealApproval(deal: Deal, isApproved: boolean): Promise<boolean> {
  if (isApproved && !hasCategory(deal.category)) {
    showToast(ASSIGN_CATEGORY_FIRST, 'error');
    return Promise.resolve(false);
  }
  return runDealAction(
    deal,
    () => api.updateDeal(deal._id, { isApproved }),
    isApproved
      ? { success: 'Deal activated successfully', falsy: 'Failed to approve deal', failed: 'Error approving deal' }
      : {
          success: 'Deal deactivated successfully',
          falsy: 'Failed to unapprove deal',
          failed: 'Error unapproving deal',
        },
  );
}
