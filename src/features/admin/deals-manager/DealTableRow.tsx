import { memo, useLayoutEffect, useRef } from 'react';
import type { AdminDeal } from '../../../schemas/admin';
import type { CategoryOption } from '../../../schemas/categories';
import { DEAL_COLUMNS, DEAL_GRID_TEMPLATE } from './deal-columns';
import { useIsPending, useIsSelected } from './deal-view.store';

/** Every row is this tall: the virtualiser needs no measuring. */
export const ROW_HEIGHT = 64;

interface Props {
  deal: AdminDeal;
  /** The row's place in the sorted list (0-based). */
  index: number;
  /** Its top, in pixels from the first row. */
  start: number;
  categories: readonly CategoryOption[];
}

/**
 * One deal in the table; re-renders only when its deal, place, selection or pending state changes.
 * The table recycles rows: when this row's DOM moves on to another deal, a control focused in it
 * is blurred first, so keys typed next never change the deal that took its place.
 */
export const DealTableRow = memo(function DealTableRow({ deal, index, start, categories }: Props) {
  const selected = useIsSelected(deal._id);
  const pending = useIsPending(deal._id);
  const rowRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const row = rowRef.current;
    return () => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && row?.contains(focused)) focused.blur();
    };
  }, [deal._id]);
  const cell = { deal, selected, pending, categories };
  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={index + 2}
      data-selected={selected}
      data-testid="deal-row"
      data-asin={deal.asin}
      className={`absolute top-0 left-0 grid w-full items-center gap-1.5 border-b border-brand-50 px-2 [contain:strict] ${selected ? 'bg-brand-50' : 'bg-white'}`}
      style={{ gridTemplateColumns: DEAL_GRID_TEMPLATE, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      {DEAL_COLUMNS.map((column) => (
        <div key={column.id} role="cell" className={`min-w-0 text-sm ${column.numeric ? 'text-right' : ''}`}>
          {column.cell(cell)}
        </div>
      ))}
    </div>
  );
});
