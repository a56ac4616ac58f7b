import { describe, expect, it } from 'vitest';
import type { EssentialItem } from '../../schemas/deal';
import { essentialCards } from './essentials-rules';

const item = (
  category: string,
  discountPercentage: number,
  title = `${category} ${discountPercentage}`,
): EssentialItem => ({
  category,
  asin: 'B000000001',
  title,
  price: 9.99,
  originalPrice: 19.99,
  discountPercentage,
  savingBasisType: 'LIST_PRICE',
  savingBasisLabel: 'List Price:',
  unitCount: null,
  unitLabel: null,
  offerType: null,
  unitPrice: null,
  unitPriceUnit: null,
  imageUrl: '',
  detailPageUrl: 'https://www.amazon.com/dp/B000000001',
  lastUpdated: '2026-11-21T14:00:00Z',
});

describe('essentialCards', () => {
  it('keeps the highest-discount item of each category, in catalogue order', () => {
    const cards = essentialCards([
      item('batteries', 10),
      item('toilet_paper', 20),
      item('toilet_paper', 35),
      item('batteries', 5),
    ]);
    expect(cards.map((c) => [c.displayName, c.item.discountPercentage])).toEqual([
      ['Toilet Paper', 35],
      ['Batteries', 10],
    ]);
  });

  it("flags 'Best Deal' at 50% or more", () => {
    const cards = essentialCards([item('dish_soap', 50), item('hand_soap', 49)]);
    expect(cards.map((c) => [c.category, c.bestDeal])).toEqual([
      ['dish_soap', true],
      ['hand_soap', false],
    ]);
  });

  it('ignores unknown categories and gives nothing for no items', () => {
    expect(essentialCards([item('socks', 80)])).toEqual([]);
    expect(essentialCards([])).toEqual([]);
  });
});
