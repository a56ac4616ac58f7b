import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, http } from '../../../lib/http';
import { $adminSession } from '../shell/session.store';
import { $toast } from '../../../stores/toast.store';
import type { AdminDeal } from '../../../schemas/admin';
import { makeDeal } from '../../../../tests/support/wire-deals';
import {
  $anyPending,
  $dealFilter,
  $dealSearch,
  $selectedIds,
  bulkSetApproval,
  toggleSelected,
} from './deal-view.store';
import {
  $deals,
  $dealsError,
  $dealsRemaining,
  $pendingIds,
  approveDeal,
  loadDeals,
  markSuperDeal,
  setDealCategory,
} from './deals.store';

vi.mock('../../../lib/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/http')>();
  return { ...actual, http: { get: vi.fn(), put: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(http.get);
const put = vi.mocked(http.put);
const post = vi.mocked(http.post);
const toastText = () => $toast.get()?.message;

beforeEach(() => {
  vi.clearAllMocks();
  $deals.set([]);
  $selectedIds.set(new Set());
  $dealSearch.set('');
  $dealFilter.set('all');
  $toast.set(null);
  $adminSession.set('signed-in');
});

describe('single deal actions', () => {
  it('approves in place, disables the deal while pending and toasts success', async () => {
    const deal = makeDeal({ isApproved: false });
    $deals.set([deal]);
    let answer!: (v: unknown) => void;
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    const done = approveDeal(deal);
    expect($pendingIds.get().has(deal._id)).toBe(true);
    expect($anyPending.get()).toBe(true);
    answer({ data: { ...deal, isApproved: true } });
    expect(await done).toBe(true);
    expect(put).toHaveBeenCalledWith(`/api/admin/products/${deal._id}/approve`, 'deal', undefined);
    expect($deals.get()[0].isApproved).toBe(true);
    expect($pendingIds.get().size).toBe(0);
    expect(toastText()).toBe('Deal activated successfully');
  });

  it('does not call the server to approve a deal without a category', async () => {
    const deal = makeDeal({ category: 'uncategorized', categoryLabel: '' });
    $deals.set([deal]);
    expect(await approveDeal(deal)).toBe(false);
    expect(put).not.toHaveBeenCalled();
    expect(toastText()).toBe('Assign a category first');
  });

  it('shows the short message for an empty answer, the server message or the long one for an error', async () => {
    const deal = makeDeal();
    $deals.set([deal]);
    put.mockResolvedValueOnce({ data: null });
    await approveDeal(deal);
    expect(toastText()).toBe('Failed to activate deal');

    put.mockRejectedValueOnce(new ApiRequestError('x', 409, 'Assign a category first'));
    await approveDeal(deal);
    expect(toastText()).toBe('Assign a category first');

    put.mockRejectedValueOnce(new ApiRequestError('timeout', 0, undefined));
    await approveDeal(deal);
    expect(toastText()).toBe('Failed to activate deal. Please try again.');
    expect($deals.get()[0].isApproved).toBe(false);
  });

  it('asks to sign in again on a 401 and keeps the list', async () => {
    const deal = makeDeal();
    $deals.set([deal]);
    put.mockRejectedValueOnce(new ApiRequestError('401', 401, 'Admin sign-in required'));
    await setDealCategory(deal, 'toys');
    expect($adminSession.get()).toBe('signed-out');
    expect(toastText()).toBe('Admin sign-in required');
    expect($deals.get()).toEqual([deal]);
  });

  it('marking a super deal clears the flag on the previous one', async () => {
    const old = makeDeal({ isSuperDeal: true });
    const next = makeDeal();
    $deals.set([old, next]);
    put.mockResolvedValueOnce({ data: { ...next, isSuperDeal: true } });
    await markSuperDeal(next);
    expect($deals.get().map((d) => d.isSuperDeal)).toEqual([false, true]);
    expect(toastText()).toBe('Super deal updated successfully');
  });
});

describe('bulk actions', () => {
  it('sends only the selected deals that are shown, updates them locally and clears the selection', async () => {
    const a = makeDeal({ title: 'Blue mug' });
    const b = makeDeal({ title: 'Blue bowl', category: 'uncategorized', categoryLabel: '' });
    const hidden = makeDeal({ title: 'Red plate' });
    $deals.set([a, b, hidden]);
    [a, b, hidden].forEach((d) => toggleSelected(d._id));
    $dealSearch.set('blue');
    post.mockResolvedValueOnce({ data: { count: 1, skipped: 1, skippedIds: [b._id] } });

    await bulkSetApproval(true);

    expect(post).toHaveBeenCalledWith('/api/admin/products/bulk-approve', 'bulkResult', {
      productIds: [a._id, b._id],
    });
    expect($deals.get().map((d) => d.isApproved)).toEqual([true, false, false]);
    expect(toastText()).toBe('1 deals activated successfully. 1 skipped: assign a category first');
    expect($selectedIds.get().size).toBe(0);
  });

  it('leaves unapproved exactly the deals the server says it skipped', async () => {
    // The server's category is what counts: here it lost its category since the list loaded.
    const a = makeDeal({ title: 'Mug' });
    const b = makeDeal({ title: 'Bowl' });
    $deals.set([a, b]);
    [a, b].forEach((d) => toggleSelected(d._id));
    post.mockResolvedValueOnce({ data: { count: 1, skipped: 1, skippedIds: [a._id] } });

    await bulkSetApproval(true);

    expect($deals.get().map((d) => d.isApproved)).toEqual([false, true]);
  });

  it('does nothing with an empty selection', async () => {
    $deals.set([makeDeal()]);
    await bulkSetApproval(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the selection when the bulk call fails', async () => {
    const a = makeDeal({ isApproved: true });
    $deals.set([a]);
    toggleSelected(a._id);
    post.mockRejectedValueOnce(new ApiRequestError('down', 0, undefined));
    await bulkSetApproval(false);
    expect(toastText()).toBe('Failed to bulk deactivate deals. Please try again.');
    expect($selectedIds.get().has(a._id)).toBe(true);
    expect($deals.get()[0].isApproved).toBe(true);
  });
});

describe('loading the list', () => {
  it("toasts 'Error fetching deals' when the fetch throws and offers to try again", async () => {
    get.mockRejectedValueOnce(new ApiRequestError('boom', 500, undefined));
    await loadDeals();
    expect(toastText()).toBe('Error fetching deals');
    expect($dealsError.get()).toBe('Failed to fetch products. Please try again.');
  });

  /** The admin list API over `deals`; pages of 1,000 wait for `release()` when `hold` is set. */
  function serveDeals(deals: AdminDeal[], hold = false) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    get.mockImplementation((async (_path: string, _schema: unknown, params: { page: number; limit: number }) => {
      const { page, limit } = params;
      if (hold && limit === 1000) await held;
      const products = deals.slice((page - 1) * limit, page * limit);
      return { data: { products, page, limit, total: deals.length, totalPages: Math.ceil(deals.length / limit) } };
    }) as never);
    return () => release();
  }

  it('shows the first screen at once, appends the rest behind it and keeps edits made meanwhile', async () => {
    const deals = Array.from({ length: 150 }, () => makeDeal({ isApproved: false }));
    const release = serveDeals(deals, true);
    const done = loadDeals();
    await vi.waitFor(() => expect($deals.get()).toHaveLength(100));
    expect($dealsRemaining.get()).toBe(50);
    put.mockResolvedValueOnce({ data: { ...deals[0], isApproved: true } });
    await approveDeal(deals[0]);

    release();
    await done;
    expect($deals.get().map((d) => d._id)).toEqual(deals.map((d) => d._id));
    expect($deals.get()[0].isApproved).toBe(true);
    expect($dealsRemaining.get()).toBe(0);
    expect(get).toHaveBeenCalledWith('/api/admin/products/all', 'adminDealPage', { page: 1, limit: 100 });
    expect(get).toHaveBeenCalledWith('/api/admin/products/all', 'adminDealPage', { page: 1, limit: 1000 });
  });

  it('keeps the list it has while a reload runs, then swaps in the new one', async () => {
    const old = [makeDeal()];
    $deals.set(old);
    const deals = Array.from({ length: 150 }, () => makeDeal());
    const release = serveDeals(deals, true);
    const done = loadDeals();
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect($deals.get()).toEqual(old);
    release();
    await done;
    expect($deals.get()).toHaveLength(150);
  });
});
