import { useStore } from '@nanostores/react';
import type { Header } from '@tanstack/react-table';
import type { AdminDeal } from '../../../schemas/admin';
import { DEAL_COLUMNS } from './deal-columns';
import type { dealTableFeatures } from './deal-table-model';
import { $selectedShownIds, $shownDeals, deselectAll, selectAllShown } from './deal-view.store';
import { $dealsRemaining } from './deals.store';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/** The sticky header: a select-all box and a sort button per sortable column. */
export function DealTableHeader({
  headers,
  template,
}: {
  headers: Header<typeof dealTableFeatures, AdminDeal, unknown>[];
  template: string;
}) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b border-brand-100 bg-white">
      <div
        role="row"
        aria-rowindex={1}
        className="grid items-center gap-1.5 px-2 py-2"
        style={{ gridTemplateColumns: template }}
      >
        {headers.map((header, i) => {
          const column = DEAL_COLUMNS[i];
          const sorted = header.column.getIsSorted();
          return (
            <div
              key={header.id}
              role="columnheader"
              aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
              className={`text-xs font-bold text-muted ${column.numeric ? 'text-right' : ''}`}
            >
              {column.id === 'select' ? (
                <SelectAllBox />
              ) : header.column.getCanSort() ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-left hover:bg-brand-50 hover:text-ink"
                  onClick={header.column.getToggleSortingHandler()}
                >
                  {column.header}
                  <span aria-hidden="true" className="w-2.5 text-[10px]">
                    {sorted ? ARROW[sorted] : ''}
                  </span>
                </button>
              ) : (
                <span className="sr-only">{column.header}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Checked when every shown deal is selected; a click selects them all, or clears the selection. */
function SelectAllBox() {
  const selected = useStore($selectedShownIds).length;
  const shown = useStore($shownDeals).length;
  const all = shown > 0 && selected === shown;
  // Like Select All, it waits until the whole list has arrived.
  const stillLoading = useStore($dealsRemaining) > 0;
  return (
    <label className="flex items-center justify-center">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={all}
        disabled={stillLoading}
        ref={(el) => {
          if (el) el.indeterminate = selected > 0 && !all;
        }}
        onChange={() => (all ? deselectAll() : selectAllShown())}
      />
      <span className="sr-only">Select all shown deals</span>
    </label>
  );
}
