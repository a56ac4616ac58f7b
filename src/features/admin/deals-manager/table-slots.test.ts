import { describe, expect, it } from 'vitest';
import { inSlotOrder, slotCount, slotRange } from './table-slots';

const range = (startIndex: number, endIndex: number, count: number) => ({ startIndex, endIndex, overscan: 3, count });

describe('table row slots', () => {
  it('renders the visible rows, a partly shown one and the overscan on both sides', () => {
    expect(slotCount(640, 64, 3)).toBe(10 + 1 + 6);
  });

  it('always renders the same number of rows, kept inside the list', () => {
    expect(slotRange(range(50, 59, 10_000), 17)).toEqual(Array.from({ length: 17 }, (_, i) => 47 + i));
    expect(slotRange(range(0, 9, 10_000), 17)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(slotRange(range(9_990, 9_999, 10_000), 17)).toEqual(Array.from({ length: 17 }, (_, i) => 9_983 + i));
    expect(slotRange(range(0, 4, 5), 17)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives each rendered row its own slot and lists them in slot order', () => {
    const slots = 17;
    const after = slotRange(range(52, 61, 10_000), slots);
    expect(new Set(after.map((i) => i % slots)).size).toBe(slots);
    const order = inSlotOrder(
      after.map((index) => ({ index })),
      slots,
    ).map((item) => item.index % slots);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
