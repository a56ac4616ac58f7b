import { describe, expect, it } from 'vitest';
import {
  buildSearchRequest,
  DEFAULT_SEARCH_FORM,
  resultMessage,
  validateSearchForm,
  type SearchForm,
} from './search-request';

const form = (patch: Partial<SearchForm>): SearchForm => ({ ...DEFAULT_SEARCH_FORM, keywords: ['toys'], ...patch });

describe('retailer search form', () => {
  it('defaults to deals only, no Prime, no out-of-stock, 5 results', () => {
    expect(DEFAULT_SEARCH_FORM).toMatchObject({
      dealsOnly: true,
      prime: false,
      includeOutOfStock: false,
      maxResults: '5',
    });
  });

  it('needs at least one keyword', () => {
    expect(validateSearchForm({ ...DEFAULT_SEARCH_FORM })).toBe('Please add at least one keyword');
  });

  it('keeps within the server limits on keywords', () => {
    expect(validateSearchForm(form({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }))).toMatch(
      /at most 20 keywords/,
    );
    expect(validateSearchForm(form({ keywords: ['x'.repeat(61)] }))).toMatch(/too long/);
    expect(validateSearchForm(form({ keywords: ['x'.repeat(60)] }))).toBeNull();
  });

  it('accepts prices of 0 or more with two decimals and refuses others', () => {
    expect(validateSearchForm(form({ minPrice: '0', maxPrice: '19.99' }))).toBeNull();
    expect(validateSearchForm(form({ minPrice: '-1' }))).toMatch(/Min price/);
    expect(validateSearchForm(form({ maxPrice: '1.999' }))).toMatch(/Max price/);
    expect(validateSearchForm(form({ minPrice: '20', maxPrice: '10' }))).toMatch(/not be below/);
  });

  it('keeps max results between 1 and 100', () => {
    expect(validateSearchForm(form({ maxResults: '1' }))).toBeNull();
    expect(validateSearchForm(form({ maxResults: '100' }))).toBeNull();
    expect(validateSearchForm(form({ maxResults: '0' }))).toMatch(/Max results/);
    expect(validateSearchForm(form({ maxResults: '101' }))).toMatch(/Max results/);
    expect(validateSearchForm(form({ maxResults: '2.5' }))).toMatch(/Max results/);
  });

  it('builds the search-request payload of the spec', () => {
    const body = buildSearchRequest(
      form({
        keywords: ['baby', 'wipes'],
        minRating: 4,
        minPrice: '5',
        maxPrice: '25.5',
        maxResults: '20',
        prime: true,
      }),
    );
    expect(body).toEqual({
      keywords: ['baby', 'wipes'],
      keyword: 'baby wipes',
      searchCategory: 'baby wipes',
      minRating: 4,
      minPrice: 5,
      maxPrice: 25.5,
      maxResults: 20,
      dealsOnly: true,
      prime: true,
      includeOutOfStock: false,
    });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('targetCategory');
  });

  it('leaves out Any rating and empty prices', () => {
    const sent: unknown = JSON.parse(JSON.stringify(buildSearchRequest(form({}))));
    expect(sent).not.toHaveProperty('minRating');
    expect(sent).not.toHaveProperty('minPrice');
    expect(sent).not.toHaveProperty('maxPrice');
  });
});

describe('search result message', () => {
  it("adds '(n products)' when a count is given and the message does not already say it", () => {
    expect(resultMessage('Products fetched successfully', 3)).toBe('Products fetched successfully (3 products)');
    expect(resultMessage('Found 3 products', 3)).toBe('Found 3 products');
    expect(resultMessage(undefined, undefined)).toBe('Products fetched successfully');
  });
});
