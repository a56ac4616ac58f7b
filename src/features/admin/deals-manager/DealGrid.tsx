import { useStore } from '@nanostores/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef, useSyncExternalStore } from 'react';
import type { AdminDeal } from '../../../schemas/admin';
import { $shownDeals } from './deal-view.store';
import { $categories } from './deals.store';
import { AdminDealCard } from './AdminDealCard';
import { usePageOffset } from './use-page-offset';

/** Columns by viewport width, as Tailwind's sm, md, lg, xl and 2xl breakpoints: 1 to 6. */
const BREAKPOINTS = [640, 768, 1024, 1280, 1536];
const columnsNow = () =>
  typeof window === 'undefined' ? 1 : 1 + BREAKPOINTS.filter((px) => window.innerWidth >= px).length;
const onResize = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};

/** A card row's height before it is measured; the gap below it is part of its row. */
const ROW_ESTIMATE = 500;
const GAP_PX = 16;

/**
 * The card grid, 1 to 6 columns, virtualised by rows against the page's scroll: only the rows
 * near the viewport are mounted, so 10,000 deals cost what 30 do. A search reaches it after the
 * keystroke has painted (setDealSearch).
 */
export function DealGrid() {
  const shown = useStore($shownDeals);
  const categories = useStore($categories);
  const columns = useSyncExternalStore(onResize, columnsNow, () => 1);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = usePageOffset(listRef);
  const rowCount = Math.ceil(shown.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    scrollMargin,
    getItemKey: (index) => shown[index * columns]?._id ?? index,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <div ref={listRef} data-testid="deal-grid" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full gap-4"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            paddingBottom: GAP_PX,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {shown.slice(row.index * columns, row.index * columns + columns).map((deal: AdminDeal) => (
            <AdminDealCard key={deal._id} deal={deal} categories={categories} />
          ))}
        </div>
      ))}
    </div>
  );
}
