import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, http } from '../../../lib/http';
import { $adminTab } from '../shell/panel.store';
import { $toast } from '../../../stores/toast.store';
import { DEFAULT_SEARCH_FORM } from './search-request';
import {
  $keywordDraft,
  $searchError,
  $searchForm,
  $searchPhase,
  $searchResult,
  commitKeywords,
  removeKeyword,
  submitSearch,
} from './retailer-search.store';

vi.mock('../../../lib/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/http')>();
  return { ...actual, http: { get: vi.fn(), put: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const post = vi.mocked(http.post);
const get = vi.mocked(http.get);

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  $searchForm.set({ ...DEFAULT_SEARCH_FORM });
  $keywordDraft.set('');
  $searchPhase.set('idle');
  $searchError.set(null);
  $adminTab.set('amazon');
  get.mockResolvedValue({ data: { products: [], page: 1, limit: 1000, total: 0, totalPages: 0 } });
});
afterEach(() => vi.useRealTimers());

describe('retailer search form', () => {
  it('asks for a keyword before sending anything', async () => {
    await submitSearch();
    expect($searchError.get()).toBe('Please add at least one keyword');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the payload, shows Request Submitted and opens the manual tab 1.5 s after an import', async () => {
    commitKeywords('"baby", wipes, Baby');
    expect($searchForm.get().keywords).toEqual(['baby', 'wipes']);
    post.mockResolvedValueOnce({ data: { count: 3, created: 3, updated: 0 }, message: 'Found 3 products' });

    await submitSearch();

    expect(post).toHaveBeenCalledWith('/api/admin/curated-deals/fetch', 'retailerFetch', {
      keywords: ['baby', 'wipes'],
      keyword: 'baby wipes',
      searchCategory: 'baby wipes',
      minRating: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      maxResults: 5,
      dealsOnly: true,
      prime: false,
      includeOutOfStock: false,
    });
    expect($searchPhase.get()).toBe('submitted');
    expect($toast.get()?.message).toBe('Found 3 products');
    vi.advanceTimersByTime(1499);
    expect($adminTab.get()).toBe('amazon');
    vi.advanceTimersByTime(1);
    expect($adminTab.get()).toBe('manual');
  });

  it('stays on the tab when nothing was imported, and unlocks when the keywords change', async () => {
    commitKeywords('unicorn');
    post.mockResolvedValueOnce({ data: { count: 0, created: 0, updated: 0 }, message: 'Found 0 products' });
    await submitSearch();
    vi.advanceTimersByTime(5000);
    expect($adminTab.get()).toBe('amazon');
    expect($searchPhase.get()).toBe('submitted');
    await submitSearch();
    expect(post).toHaveBeenCalledTimes(1);

    removeKeyword('unicorn');
    expect($searchPhase.get()).toBe('idle');
  });

  it('shows the counts line and stays on the tab when every product found was already listed', async () => {
    commitKeywords('stroller');
    const message = 'Found 3 products: 0 new, 3 already listed, 0 refused';
    post.mockResolvedValueOnce({ data: { count: 3, created: 0, updated: 3 }, message });
    await submitSearch();
    expect($searchResult.get()).toBe(message);
    expect($toast.get()?.message).toBe(message);
    vi.advanceTimersByTime(5000);
    expect($adminTab.get()).toBe('amazon');
  });

  it("shows the server's message when the search fails, and allows a retry", async () => {
    commitKeywords('toys');
    post.mockRejectedValueOnce(new ApiRequestError('502', 502, 'The retailer did not answer'));
    await submitSearch();
    expect($toast.get()).toMatchObject({ type: 'error', message: 'The retailer did not answer' });
    expect($searchPhase.get()).toBe('idle');
  });
});
