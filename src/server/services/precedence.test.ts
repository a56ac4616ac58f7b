import { describe, expect, it } from 'vitest';
import { findDuplicateAsin, findPositionClash } from './precedence';

const item = (asin: string, precedenceOrder: number, takesPrecedence = true) => ({
  asin,
  precedenceOrder,
  takesPrecedence,
});

describe('findDuplicateAsin', () => {
  it('accepts distinct ASINs', () => {
    expect(findDuplicateAsin([item('A000000001', 1), item('A000000002', 2)])).toBeNull();
  });

  it('names an ASIN given twice', () => {
    expect(findDuplicateAsin([item('A000000001', 1), item('A000000002', 2), item('A000000001', 3)])).toBe(
      'products: ASIN A000000001 appears more than once',
    );
  });
});

describe('findPositionClash', () => {
  it('accepts distinct positions within a list', () => {
    const items = [1, 2, 3].map((n) => ({ ...item(`A00000000${n}`, n), productType: 'trending' }));
    expect(findPositionClash(items)).toBeNull();
  });

  it('refuses two deals of one list at the same position', () => {
    const items = [
      { ...item('A000000001', 1), productType: 'trending' },
      { ...item('A000000002', 1), productType: 'trending' },
    ];
    expect(findPositionClash(items)).toBe('products: A000000001 and A000000002 both have precedenceOrder 1');
  });

  it('allows the same position in different lists', () => {
    const items = [
      { ...item('A000000001', 1), productType: 'trending' },
      { ...item('A000000002', 1), productType: 'bestSeller' },
    ];
    expect(findPositionClash(items)).toBeNull();
  });

  it('ignores deals that do not take precedence and ASINs not in the catalogue', () => {
    const items = [
      { ...item('A000000001', 1), productType: 'curated' },
      { ...item('A000000002', 1, false), productType: 'curated' },
      { ...item('A000000003', 1), productType: undefined },
    ];
    expect(findPositionClash(items)).toBeNull();
  });
});
