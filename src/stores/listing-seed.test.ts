import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../schemas/deal';
import type { InitialListing } from '../schemas/listing-page';

const deal = (id: string) => ({ _id: id, title: id, description: '', categoryLabel: 'Toys', dealEndsAt: null }) as Deal;
const seed: InitialListing = {
  category: 'toys',
  deals: [deal('a'), deal('b')],
  total: 40,
  categories: [
    { id: 'home', label: 'Home' },
    { id: 'toys', label: 'Toys & Learning' },
  ],
};
const whole = [deal('a'), deal('b'), deal('c')];
const fetchCategoryDeals = vi.fn();

vi.mock('../lib/deals-api', () => ({
  fetchCategories: vi.fn(() => Promise.resolve({ data: [], failed: true })),
  fetchAllDeals: vi.fn(),
  fetchTrendingDeals: vi.fn(),
  fetchCategoryDeals: (...args: unknown[]) => fetchCategoryDeals(...args) as unknown,
}));

/** The page's HTML as ListingPage.astro writes it: a JSON script holding the listing's first screen. */
function pageHolding(text: string | null) {
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'listing-seed' && text !== null ? { textContent: text } : null),
  });
}

describe('a listing page whose HTML holds its first screen', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchCategoryDeals.mockReset();
  });

  it('starts the stores from it: no skeletons, the listing’s own count and tabs', async () => {
    pageHolding(JSON.stringify(seed));
    const store = await import('./deals.store');
    expect(store.$category.get()).toBe('toys');
    expect(store.$categories.get()).toEqual(seed.categories);
    expect(store.$view.get()).toMatchObject({ title: 'Toys & Learning', loading: false, count: 40 });
    expect(store.$view.get().deals.map((d) => d._id)).toEqual(['a', 'b']);
    expect(store.$view.get()).toEqual(store.initialView(seed));
  });

  it('keeps those deals on screen while the whole list loads, then shows the whole list', async () => {
    pageHolding(JSON.stringify(seed));
    let answer: (value: unknown) => void = () => {};
    fetchCategoryDeals.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = await import('./deals.store');
    store.startDeals({ category: 'toys', query: '' });
    store.loadRest();
    expect(store.$view.get()).toMatchObject({ loading: false, count: 40 });
    answer({ data: whole, failed: false });
    await vi.waitFor(() => expect(store.$view.get().deals).toHaveLength(3));
    expect(store.$view.get()).toMatchObject({ loading: false, count: 3 });
  });

  it('asks for the whole list and the tabs only once the rest is wanted', async () => {
    pageHolding(JSON.stringify(seed));
    fetchCategoryDeals.mockResolvedValue({ data: whole, failed: false });
    const { fetchCategories } = await import('../lib/deals-api');
    vi.mocked(fetchCategories).mockClear();
    const store = await import('./deals.store');
    store.startDeals({ category: 'toys', query: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchCategoryDeals).not.toHaveBeenCalled();
    expect(fetchCategories).not.toHaveBeenCalled();
    store.loadRest();
    await vi.waitFor(() => expect(store.$view.get().deals).toHaveLength(3));
    expect(fetchCategories).toHaveBeenCalledOnce();
  });

  it('keeps the first screen when the whole list cannot be read', async () => {
    pageHolding(JSON.stringify(seed));
    fetchCategoryDeals.mockResolvedValue({ data: [], failed: true });
    const store = await import('./deals.store');
    store.startDeals({ category: 'toys', query: '' });
    store.loadRest();
    await vi.waitFor(() => expect(fetchCategoryDeals).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.$view.get().deals.map((d) => d._id)).toEqual(['a', 'b']);
  });

  it('shows skeletons on a later switch back to the same category (its seed is used once)', async () => {
    pageHolding(JSON.stringify(seed));
    fetchCategoryDeals.mockResolvedValue({ data: whole, failed: false });
    const store = await import('./deals.store');
    store.startDeals({ category: 'toys', query: '' });
    store.loadRest();
    await vi.waitFor(() => expect(store.$view.get().deals).toHaveLength(3));
    store.selectCategory('toys');
    expect(store.$view.get().loading).toBe(true);
  });

  it.each([
    ['no seed', null],
    ['broken JSON', '{"category":'],
    ['another shape', JSON.stringify({ category: 'toys' })],
  ])('starts loading the home listing with %s', async (_name, text) => {
    pageHolding(text);
    const store = await import('./deals.store');
    expect(store.$category.get()).toBe('home');
    expect(store.$view.get()).toMatchObject({ loading: true, deals: [] });
  });
});
