import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../src/lib/http';

const get = vi.fn<(...args: unknown[]) => unknown>();
vi.mock('../../src/lib/http', async (original) => ({
  ...(await original<typeof import('../../src/lib/http')>()),
  http: { get: (...args: unknown[]) => get(...args) },
}));

const api = await import('../../src/lib/deals-api');
const essentials = await import('../../src/features/essentials/api');

describe('public reads fall back to empty data with the messages of docs/product.md 11.2', () => {
  beforeEach(() => {
    get.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('gives the data when the call succeeds', async () => {
    get.mockResolvedValue({ data: [{ id: 'toys', label: 'Toys' }] });
    expect(await api.fetchCategories()).toEqual({
      data: [{ id: 'toys', label: 'Toys' }],
      message: undefined,
      failed: false,
    });
  });

  it.each([
    ['categories', () => api.fetchCategories(), [], 'Failed to fetch categories'],
    ['curated', () => api.fetchCuratedDeals(), [], 'Failed to fetch curated deals'],
    ['best sellers', () => api.fetchBestSellers(), [], 'Failed to fetch best sellers'],
    ['trending', () => api.fetchTrendingDeals(), [], 'Failed to fetch trending deals'],
    ['all deals', () => api.fetchAllDeals(), api.EMPTY_PAGE, 'Failed to fetch all deals'],
    ['a category', () => api.fetchCategoryDeals('toys'), [], 'Failed to fetch deals for category toys'],
    ['super deal', () => api.fetchSuperDeal(), null, 'Failed to fetch super deal'],
    ['statistics', () => api.fetchStatistics(), api.EMPTY_STATISTICS, 'Failed to fetch deal statistics'],
  ])('%s', async (_name, read, data, message) => {
    get.mockRejectedValue(new ApiRequestError('down', 503, undefined));
    expect(await read()).toEqual({ data, message, failed: true, status: 503 });
  });

  it('gives essentials errors status 500', async () => {
    get.mockRejectedValue(new ApiRequestError('offline', 0, undefined));
    expect(await essentials.fetchEssentials()).toEqual({
      data: [],
      message: 'Failed to fetch essentials',
      failed: true,
      status: 500,
    });
    expect(await essentials.fetchEssentialsByCategory('batteries')).toMatchObject({
      message: 'Failed to fetch essentials for category batteries',
      status: 500,
    });
  });

  it('rethrows from the discounted read', async () => {
    get.mockRejectedValue(new ApiRequestError('bad', 400, 'minDiscount must be between 0 and 100'));
    await expect(api.fetchDiscountedDeals(200)).rejects.toThrow('bad');
  });
});
