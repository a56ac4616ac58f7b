import { describe, expect, it } from 'vitest';
import { historyStep, listingOfUrl, urlOfListing } from './listing-url';

const home = { category: 'home', query: '' };
const baby = { category: 'baby', query: '' };
const searching = (query: string, category = 'home') => ({ category, query });

describe('listing URLs', () => {
  it('reads the category and the search of a listing address', () => {
    expect(listingOfUrl('/', '')).toEqual(home);
    expect(listingOfUrl('/', '?q=stroller')).toEqual(searching('stroller'));
    expect(listingOfUrl('/category/baby', '')).toEqual(baby);
    expect(listingOfUrl('/category/baby/', '')).toEqual(baby);
    expect(listingOfUrl('/category/a%20b', '')).toEqual({ category: 'a b', query: '' });
  });

  it('reads nothing from the address of another page', () => {
    expect(listingOfUrl('/welcome', '')).toBeNull();
    expect(listingOfUrl('/deal/B0ABCDEF12/wipes', '')).toBeNull();
    expect(listingOfUrl('/category/', '')).toBeNull();
    expect(listingOfUrl('/category/a/b', '')).toBeNull();
    expect(listingOfUrl('/category/%E0%A4%A', '')).toBeNull();
  });

  it('writes home as /, a category as /category/{id} and any search as /?q=', () => {
    expect(urlOfListing(home)).toBe('/');
    expect(urlOfListing(baby)).toBe('/category/baby');
    expect(urlOfListing(searching('car seat', 'baby'))).toBe('/?q=car+seat');
    expect(urlOfListing(searching('   ', 'baby'))).toBe('/category/baby');
    expect(listingOfUrl('/', `?${urlOfListing(searching('50% & more')).split('?')[1]}`)).toEqual(
      searching('50% & more'),
    );
  });

  it('pushes a new category or a search started or ended, and replaces while typing', () => {
    expect(historyStep(home, baby)).toBe('push');
    expect(historyStep(baby, searching('s', 'baby'))).toBe('push');
    expect(historyStep(searching('s'), searching('st'))).toBe('replace');
    expect(historyStep(searching('st', 'baby'), baby)).toBe('push');
    expect(historyStep(baby, baby)).toBe('none');
    expect(historyStep(searching('s', 'baby'), searching('s', 'toys'))).toBe('none');
  });
});
