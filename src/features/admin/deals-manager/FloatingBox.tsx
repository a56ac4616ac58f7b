import { useStore } from '@nanostores/react';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { DEAL_FILTER_LABELS } from './deal-filter';
import { $dealFilter, $selectedShownIds, $shownDeals } from './deal-view.store';
import { $deals, $dealsRemaining } from './deals.store';

const SHOW_AFTER_PX = 400;

/** The floating summary once the toolbar is scrolled away: shown of total, selected, filter, Top. */
export function FloatingBox() {
  const shown = useStore($shownDeals).length;
  const total = useStore($deals).length + useStore($dealsRemaining);
  const selected = useStore($selectedShownIds).length;
  const filter = useStore($dealFilter);
  if (!useScrolledPast(SHOW_AFTER_PX)) return null;
  return (
    <aside
      aria-label="Deal list summary"
      data-testid="floating-box"
      className="fixed right-4 bottom-4 z-30 flex items-center gap-3 rounded-full bg-ink/95 py-1.5 pr-1.5 pl-4 text-xs text-white shadow-xl"
    >
      <span>
        <b>{shown}</b> / {total} shown
      </span>
      <span>
        <b>{selected}</b> selected
      </span>
      <span className="hidden sm:inline">{DEAL_FILTER_LABELS[filter]}</span>
      <button
        type="button"
        className="rounded-full bg-white px-3 py-1 font-semibold text-ink hover:bg-brand-50"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        ↑ Top
      </button>
    </aside>
  );
}
