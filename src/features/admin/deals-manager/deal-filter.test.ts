import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../tests/support/wire-deals';
import { filterDeals, showingLine } from './deal-filter';

describe('Manage Deals search and filters', () => {
  const mug = makeDeal({ title: 'Travel Mug', brand: 'Contigo', isApproved: true, discountPercentage: 20 });
  const crib = makeDeal({
    title: 'Crib',
    description: 'Convertible wooden crib',
    category: 'baby',
    categoryLabel: 'Mama & Baby Essentials',
    discountPercentage: 40,
  });
  const star = makeDeal({ title: 'Star Lamp', isSuperDeal: true, isApproved: true, discountPercentage: 0 });
  const all = [mug, crib, star];

  it('searches title, description, brand and category, ignoring case', () => {
    expect(filterDeals(all, 'MUG', 'all')).toEqual([mug]);
    expect(filterDeals(all, 'wooden', 'all')).toEqual([crib]);
    expect(filterDeals(all, 'contigo', 'all')).toEqual([mug]);
    expect(filterDeals(all, 'mama & baby', 'all')).toEqual([crib]);
    expect(filterDeals(all, '  ', 'all')).toEqual(all);
  });

  it('finds a deal by the ASIN printed on its card, in any case', () => {
    expect(filterDeals(all, crib.asin.toLowerCase(), 'all')).toEqual([crib]);
    expect(filterDeals(all, ` ${star.asin} `, 'all')).toEqual([star]);
  });

  it('filters active, inactive and super deals', () => {
    expect(filterDeals(all, '', 'active')).toEqual([mug, star]);
    expect(filterDeals(all, '', 'inactive')).toEqual([crib]);
    expect(filterDeals(all, '', 'super')).toEqual([star]);
  });

  it("'Out of stock' lists the deals the retailer is out of", () => {
    const gone = makeDeal({ title: 'Sold out', availability: 'OUT_OF_STOCK', isApproved: true });
    expect(filterDeals([...all, gone], '', 'outOfStock')).toEqual([gone]);
    expect(showingLine(1, 4, '', 'outOfStock')).toBe('Showing 1 of 4 deals (Out of stock)');
  });

  it('Highest Discount lists discounted deals, largest first', () => {
    expect(filterDeals(all, '', 'discount')).toEqual([crib, mug]);
  });

  it('describes what is shown', () => {
    expect(showingLine(3, 10, '', 'all')).toBe('Showing 3 of 10 deals');
    expect(showingLine(1, 10, ' mug ', 'active')).toBe('Showing 1 of 10 deals matching "mug" (Active)');
  });
});
