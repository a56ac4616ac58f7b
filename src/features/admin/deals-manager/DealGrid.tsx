import { useStore } from '@nanostores/react';
import { useDeferredValue } from 'react';
import { ShowMore } from '../shell/ShowMore';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import { $dealFilter, $dealSearch, $selectedIds, $shownDeals } from './deal-view.store';
import { $categories, $pendingIds } from './deals.store';
import { AdminDealCard } from './AdminDealCard';

/** Cards rendered at first; more are added as the operator scrolls near the end. */
const GRID_PAGE = 40;

/** The card grid, 1 to 6 columns; renders from a deferred list so typing stays instant. */
export function DealGrid() {
  const shown = useDeferredValue(useStore($shownDeals));
  const search = useDeferredValue(useStore($dealSearch));
  const filter = useStore($dealFilter);
  const selected = useStore($selectedIds);
  const pending = useStore($pendingIds);
  const categories = useStore($categories);
  // A new search or filter starts from the top; approving a deal does not.
  const {
    shown: limit,
    left,
    hasMore,
    sentinel,
    showMore,
  } = useProgressiveList(shown.length, {
    batch: GRID_PAGE,
    rootMargin: '1200px 0px',
    resetKey: `${filter}\u0000${search}`,
  });

  return (
    <>
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6"
        data-testid="deal-grid"
      >
        {shown.slice(0, limit).map((deal) => (
          <AdminDealCard
            key={deal._id}
            deal={deal}
            selected={selected.has(deal._id)}
            pending={pending.has(deal._id)}
            categories={categories}
          />
        ))}
      </div>
      {hasMore && <ShowMore sentinel={sentinel} left={left} onClick={showMore} />}
    </>
  );
}
