import { useStore } from '@nanostores/react';
import { useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminDeal } from '../../../schemas/admin';
import { DEAL_GRID_TEMPLATE } from './deal-columns';
import { dealTableColumns, dealTableFeatures } from './deal-table-model';
import { $shownDeals } from './deal-view.store';
import { $categories } from './deals.store';
import { DealTableHeader } from './DealTableHeader';
import { DealTableRow, ROW_HEIGHT } from './DealTableRow';
import { tabInRowOrder } from './tab-in-row-order';
import { inSlotOrder, slotCount, slotRange } from './table-slots';

const OVERSCAN = 3;
/** The box's height before it is measured: the viewport less the header (the box's max-height). */
const VIEWPORT_GUESS = 900;

/**
 * The dense table: one row per deal, sortable by each column (TanStack Table), virtualised in its
 * own scroll box (TanStack Virtual) so 10,000 rows scroll as lightly as 30. Rows are recycled
 * (see table-slots.ts) and laid out in isolation (CSS containment), so a frame of scrolling
 * costs the same small update however far it jumps.
 */
export function DealTable() {
  const shown = useStore($shownDeals);
  const categories = useStore($categories);
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable(
    {
      features: dealTableFeatures,
      columns: dealTableColumns,
      data: shown,
      getRowId: (deal: AdminDeal) => deal._id,
      state: { sorting },
      onSortingChange: setSorting,
    },
    (state) => ({ sorting: state.sorting }),
  );
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const onKey = (e: KeyboardEvent) => tabInRowOrder(e, table);
    table.addEventListener('keydown', onKey);
    return () => table.removeEventListener('keydown', onKey);
  }, []);
  const [slots, setSlots] = useState(() => slotCount(VIEWPORT_GUESS, ROW_HEIGHT, OVERSCAN));
  const rangeExtractor = useCallback((range: Range) => slotRange(range, slots), [slots]);
  // The virtualiser re-renders this component itself; nothing memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    rangeExtractor,
    // Rows render in React's own batch, not synchronously inside each scroll event.
    useFlushSync: false,
    onChange: (instance) => {
      const height = instance.scrollRect?.height;
      if (height) setSlots(slotCount(height, ROW_HEIGHT, OVERSCAN));
    },
  });

  return (
    <div
      ref={scrollRef}
      data-testid="deal-table-scroll"
      className="max-h-[calc(100dvh-7rem)] scroll-pt-20 overflow-auto rounded-2xl bg-white shadow-card"
    >
      <div ref={tableRef} role="table" aria-label="Deals" aria-rowcount={rows.length + 1} className="min-w-[78rem]">
        <DealTableHeader headers={table.getHeaderGroups()[0].headers} template={DEAL_GRID_TEMPLATE} />
        <div role="rowgroup" className="relative [contain:strict]" style={{ height: virtualizer.getTotalSize() }}>
          {inSlotOrder(virtualizer.getVirtualItems(), slots).map((item) => (
            <DealTableRow
              key={item.index % slots}
              deal={rows[item.index].original}
              index={item.index}
              start={item.start}
              categories={categories}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
