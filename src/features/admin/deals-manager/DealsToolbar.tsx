import { useStore } from '@nanostores/react';
import { $dealsRemaining } from './deals.store';
import { DEAL_FILTER_LABELS, DEAL_FILTERS } from './deal-filter';
import {
  $anyPending,
  $dealFilter,
  $searchInput,
  $selectedShownIds,
  $shownDeals,
  bulkSetApproval,
  deselectAll,
  selectAllShown,
  setDealFilter,
  setDealSearch,
} from './deal-view.store';

/** Search, filters, selection and bulk actions of Manage Deals. */
export function DealsToolbar() {
  const search = useStore($searchInput);
  const filter = useStore($dealFilter);
  const shown = useStore($shownDeals);
  const selected = useStore($selectedShownIds);
  const busy = useStore($anyPending);
  // Select All means every shown deal: it waits until the whole list has arrived.
  const stillLoading = useStore($dealsRemaining) > 0;
  const bulkDisabled = selected.length === 0 || busy;

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <label className="flex-1">
          <span className="sr-only">Search deals</span>
          <input
            type="search"
            className="input"
            placeholder="Search by title, description, brand or category..."
            value={search}
            onChange={(e) => setDealSearch(e.target.value)}
          />
        </label>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter deals">
          {DEAL_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setDealFilter(f)}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold transition ${
                filter === f ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
              }`}
            >
              {DEAL_FILTER_LABELS[f]}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          onClick={selectAllShown}
          disabled={shown.length === 0 || stillLoading}
          title={stillLoading ? 'Available once every deal has loaded' : undefined}
        >
          Select All
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          onClick={deselectAll}
          disabled={selected.length === 0}
        >
          Deselect All
        </button>
        <span className="text-sm text-muted" data-testid="selected-count">
          {selected.length} of {shown.length} selected
        </span>
        <span className="flex-1" />
        <button
          type="button"
          className="rounded-full bg-leaf-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-leaf-600 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={bulkDisabled}
          onClick={() => void bulkSetApproval(true)}
        >
          Activate Selected
        </button>
        <button
          type="button"
          className="rounded-full bg-gray-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={bulkDisabled}
          onClick={() => void bulkSetApproval(false)}
        >
          Deactivate Selected
        </button>
      </div>
    </div>
  );
}
