import { describe, expect, it } from 'vitest';
import { asinOfDealPath, categoryPath, dealPath, dealSlug } from './deal-path';

describe('deal paths', () => {
  it('makes a short readable slug from the title', () => {
    expect(dealSlug('Crème Baby Wipes, 720 Count (12 Packs)!')).toBe('creme-baby-wipes-720-count-12-packs');
    expect(dealSlug('   ')).toBe('');
    const long = dealSlug('Stroller '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });

  it('builds /deal/{ASIN}/{slug}, leaving out an empty slug', () => {
    expect(dealPath('B0ABCDEF12', 'Baby Wipes')).toBe('/deal/B0ABCDEF12/baby-wipes');
    expect(dealPath('B0ABCDEF12', '!!!')).toBe('/deal/B0ABCDEF12');
  });

  it('reads the ASIN of a deal path, and nothing else', () => {
    expect(asinOfDealPath('/deal/B0ABCDEF12/baby-wipes')).toBe('B0ABCDEF12');
    expect(asinOfDealPath('/deal/b0abcdef12')).toBe('B0ABCDEF12');
    expect(asinOfDealPath('/deal/B0ABCDEF12/')).toBe('B0ABCDEF12');
    expect(asinOfDealPath('/deal/B0ABC')).toBeNull();
    expect(asinOfDealPath('/deal/../etc')).toBeNull();
    expect(asinOfDealPath('/deal/B0ABCDEF12/a/b')).toBeNull();
    expect(asinOfDealPath('/other/B0ABCDEF12')).toBeNull();
  });

  it('builds a category path, the home page for home', () => {
    expect(categoryPath('baby')).toBe('/category/baby');
    expect(categoryPath('home')).toBe('/');
  });
});
