import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { showingLine } from './deal-filter';
import { $dealFilter, $dealSearch, $shownDeals } from './deal-view.store';
import { $deals, $dealsError, $dealsLoading, $dealsRemaining, loadDeals } from './deals.store';
import { DealGrid } from './DealGrid';
import { DealsToolbar } from './DealsToolbar';
import { FloatingBox } from './FloatingBox';
import { $dealView } from './view-mode.store';
import { ViewSwitch } from './ViewSwitch';

// TanStack Table loads only when the operator picks the table.
const DealTable = lazy(() => import('./DealTable').then((m) => ({ default: m.DealTable })));

/** The Manage Deals tab. */
export function DealsManager() {
  const total = useStore($deals).length;
  const shown = useStore($shownDeals).length;
  const search = useStore($dealSearch);
  const filter = useStore($dealFilter);
  const loading = useStore($dealsLoading);
  const remaining = useStore($dealsRemaining);
  const error = useStore($dealsError);
  const view = useStore($dealView);

  return (
    <div className="flex flex-col gap-4">
      <DealsToolbar />
      {error && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          <span>{error}</span>
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => void loadDeals()}>
            Try Again
          </button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {showingLine(shown, total + remaining, search, filter)}
          {remaining > 0 && (
            <span data-testid="deals-loading-more">
              {' '}
              · loading {remaining} more{search.trim() || filter !== 'all' ? ': results may grow' : ''}...
            </span>
          )}
        </p>
        <ViewSwitch />
      </div>
      {loading && total === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-muted" role="status">
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
            aria-hidden="true"
          />
          Loading deals...
        </div>
      ) : shown === 0 ? (
        <div className="rounded-2xl bg-white py-16 text-center shadow-card">
          <p className="text-lg font-bold">No deals found</p>
          <p className="text-sm text-muted">Try adjusting your filters or search query</p>
        </div>
      ) : view === 'table' ? (
        <Suspense fallback={<p className="py-10 text-center text-muted">Loading...</p>}>
          <DealTable />
        </Suspense>
      ) : (
        <DealGrid />
      )}
      <FloatingBox />
    </div>
  );
}
