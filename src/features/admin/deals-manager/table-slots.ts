import type { Range } from '@tanstack/react-virtual';

/**
 * Row recycling for the virtual table. The rendered range always holds exactly `slots` rows
 * (fewer only when the list is shorter), so `index % slots` is a unique React key inside it and
 * a row scrolled in takes the key — and the DOM — of the row that scrolled out: scrolling updates
 * a fixed set of rows in place instead of tearing rows down and building new ones each frame.
 */
export function slotCount(viewportPx: number, rowPx: number, overscan: number): number {
  return Math.ceil(viewportPx / rowPx) + 1 + 2 * overscan;
}

/** The indexes to render: `slots` consecutive rows around the visible ones, kept inside the list. */
export function slotRange(range: Range, slots: number): number[] {
  const size = Math.min(slots, range.count);
  const start = Math.max(0, Math.min(range.startIndex - range.overscan, range.count - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The rows in the order of their slots: the DOM keeps its order, so no row is moved (re-laid out) as it scrolls. */
export const inSlotOrder = <T extends { index: number }>(items: T[], slots: number): T[] =>
  [...items].sort((a, b) => (a.index % slots) - (b.index % slots));
