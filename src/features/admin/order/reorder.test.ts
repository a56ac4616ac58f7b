import { describe, expect, it } from 'vitest';
import type { ProductType } from '../../../schemas/deal';
import { hasOrderChanges, moveItem, precedencePayload, type OrderItem, type OrderLists } from './reorder';

const item = (n: number, productType: ProductType): OrderItem => ({
  _id: `id${n}`,
  asin: `B00000000${n}`,
  title: `Deal ${n}`,
  imageUrl: '',
  price: 1,
  discountPercentage: 10,
  productType,
});
const lists = (): OrderLists => ({
  bestSeller: [item(1, 'bestSeller'), item(2, 'bestSeller'), item(3, 'bestSeller')],
  trending: [item(4, 'trending'), item(5, 'trending')],
  curated: [],
});

describe('reordering', () => {
  it('moves an item to the place of another', () => {
    expect(moveItem(lists().bestSeller, 'id3', 'id1').map((i) => i._id)).toEqual(['id3', 'id1', 'id2']);
    expect(moveItem(lists().bestSeller, 'id1', 'id2').map((i) => i._id)).toEqual(['id2', 'id1', 'id3']);
  });

  it('ignores ids from another list', () => {
    expect(moveItem(lists().bestSeller, 'id4', 'id1').map((i) => i._id)).toEqual(['id1', 'id2', 'id3']);
  });

  it('sees changes and sends 1-based positions of the changed lists only', () => {
    const saved = lists();
    expect(hasOrderChanges(lists(), saved)).toBe(false);
    const current = { ...lists(), bestSeller: moveItem(saved.bestSeller, 'id3', 'id1') };
    expect(hasOrderChanges(current, saved)).toBe(true);
    expect(precedencePayload(current, saved)).toEqual([
      { asin: 'B000000003', takesPrecedence: true, precedenceOrder: 1 },
      { asin: 'B000000001', takesPrecedence: true, precedenceOrder: 2 },
      { asin: 'B000000002', takesPrecedence: true, precedenceOrder: 3 },
    ]);
  });

  it('leaves TikTok-flagged deals of another list to that list, and places regular ones', () => {
    const saved: OrderLists = {
      ...lists(),
      trending: [item(4, 'trending'), item(1, 'bestSeller'), item(6, 'regular')],
    };
    const current = { ...saved, trending: moveItem(saved.trending, 'id6', 'id4') };
    expect(precedencePayload(current, saved)).toEqual([
      { asin: 'B000000006', takesPrecedence: true, precedenceOrder: 1 },
      { asin: 'B000000004', takesPrecedence: true, precedenceOrder: 2 },
    ]);
  });
});
