import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../schemas/deal';

const fashion = [{ _id: '1', title: 'Dress', description: '', categoryLabel: 'Fashion', dealEndsAt: null }] as Deal[];

vi.mock('../lib/deals-api', () => ({
  fetchCategories: vi.fn(() => Promise.resolve({ data: [], failed: true })),
  fetchAllDeals: vi.fn(() =>
    Promise.resolve({ data: { products: [], page: 1, limit: 500, total: 0, totalPages: 0 }, failed: false }),
  ),
  fetchTrendingDeals: vi.fn(() => Promise.resolve({ data: [], failed: false })),
  fetchCategoryDeals: vi.fn(() => Promise.resolve({ data: fashion, failed: false })),
}));

const store = await import('./deals.store');

describe('category switch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the list, shows skeletons, and applies the new deals after 300 ms', async () => {
    store.setQuery('dress');
    store.selectCategory('fashion');
    expect(store.$query.get()).toBe('');
    expect(store.$view.get()).toMatchObject({ title: 'Fashion', loading: true, deals: [] });

    await vi.advanceTimersByTimeAsync(299);
    expect(store.$view.get().loading).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(store.$view.get()).toMatchObject({ loading: false, deals: fashion });
  });

  it('keeps the default categories when the server list fails', () => {
    store.startDeals();
    expect(store.$categories.get().map((c) => c.id)).toContain('deals');
  });
});
