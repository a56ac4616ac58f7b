import { useStore } from '@nanostores/react';
import { useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useRef, useState } from 'react';
import type { AdminDeal } from '../../../schemas/admin';
import { DEAL_GRID_TEMPLATE } from './deal-columns';
import { dealTableColumns, dealTableFeatures } from './deal-table-model';
import { $shownDeals } from './deal-view.store';
import { $categories } from './deals.store';
import { DealTableHeader } from './DealTableHeader';
import { DealTableRow, ROW_HEIGHT } from './DealTableRow';

/**
 * The dense table: one row per deal, sortable by each column (TanStack Table), virtualised in its
 * own scroll box (TanStack Virtual) so 10,000 rows scroll as lightly as 30.
 */
export function DealTable() {
  const shown = useDeferredValue(useStore($shownDeals));
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
  // The virtualiser re-renders this component itself; nothing memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // Rows render in React's own batch, not synchronously inside each scroll event.
    useFlushSync: false,
    getItemKey: (index) => rows[index].id,
  });

  return (
    <div
      ref={scrollRef}
      data-testid="deal-table-scroll"
      className="max-h-[calc(100dvh-7rem)] overflow-auto rounded-2xl bg-white shadow-card"
    >
      <div role="table" aria-label="Deals" aria-rowcount={rows.length + 1} className="min-w-[78rem]">
        <DealTableHeader headers={table.getHeaderGroups()[0].headers} template={DEAL_GRID_TEMPLATE} />
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <DealTableRow
              key={item.key}
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
