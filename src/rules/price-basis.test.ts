import { describe, expect, it } from 'vitest';
import { savingBasisText } from './price-basis';

describe('savingBasisText', () => {
  it("uses the retailer's own label, trimmed", () => {
    expect(savingBasisText({ savingBasisType: 'LOWEST_PRICE', savingBasisLabel: ' Lowest price in 30 days ' })).toBe(
      'Lowest price in 30 days',
    );
    expect(savingBasisText({ savingBasisType: null, savingBasisLabel: 'Typical price:' })).toBe('Typical price:');
  });

  it('names each known type when the retailer sends no label', () => {
    expect(savingBasisText({ savingBasisType: 'LIST_PRICE', savingBasisLabel: null })).toBe('List Price:');
    expect(savingBasisText({ savingBasisType: 'WAS_PRICE', savingBasisLabel: '' })).toBe('Was:');
    expect(savingBasisText({ savingBasisType: 'LOWEST_PRICE', savingBasisLabel: '  ' })).toBe(
      'Lowest price in 30 days:',
    );
    expect(savingBasisText({ savingBasisType: 'LOWEST_PRICE_STRIKETHROUGH', savingBasisLabel: null })).toBe(
      'Lowest price in 30 days:',
    );
  });

  it('says nothing without a basis, or for a type we do not know and no label', () => {
    expect(savingBasisText({ savingBasisType: null, savingBasisLabel: null })).toBeNull();
    expect(savingBasisText({ savingBasisType: 'SOMETHING_NEW', savingBasisLabel: null })).toBeNull();
  });
});
