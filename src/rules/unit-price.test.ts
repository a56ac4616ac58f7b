import { describe, expect, it } from 'vitest';
import { shownUnitPrice } from './unit-price';

const rolls = { price: 24, unitCount: 24, unitLabel: 'roll', unitPrice: null, unitPriceUnit: null };

describe('shownUnitPrice', () => {
  it('shows our count from the title when the retailer sends no unit price', () => {
    expect(shownUnitPrice(rolls)).toEqual({ text: '$1.00 per roll', note: null });
  });

  it("prefers the retailer's unit price and says nothing of the source when both agree", () => {
    expect(shownUnitPrice({ ...rolls, unitPrice: 1, unitPriceUnit: 'count' })).toEqual({
      text: '$1.00 per count',
      note: null,
    });
  });

  it('names the source when the two amounts differ', () => {
    expect(shownUnitPrice({ ...rolls, unitPrice: 0.25, unitPriceUnit: 'sheet' })).toEqual({
      text: '$0.25 per sheet',
      note: "Amazon's unit price; by the count in the title, $1.00 per roll",
    });
  });

  it("shows the retailer's unit price alone when we have no count, and nothing without either", () => {
    expect(shownUnitPrice({ ...rolls, unitCount: null, unitPrice: 0.028, unitPriceUnit: 'wipe' })).toEqual({
      text: '$0.028 per wipe',
      note: null,
    });
    expect(shownUnitPrice({ ...rolls, unitCount: null })).toBeNull();
    expect(shownUnitPrice({ ...rolls, unitCount: null, unitPrice: 0.5, unitPriceUnit: null })).toBeNull();
  });
});
