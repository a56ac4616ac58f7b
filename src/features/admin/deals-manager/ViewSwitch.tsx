import { useStore } from '@nanostores/react';
import { $dealView, DEAL_VIEWS, setDealView, type DealView } from './view-mode.store';

const LABELS: Record<DealView, string> = { cards: 'Cards', table: 'Table' };

/** Cards or Table: two toggle buttons; the choice is remembered. */
export function ViewSwitch() {
  const view = useStore($dealView);
  return (
    <div role="group" aria-label="Deal layout" className="inline-flex rounded-full bg-brand-50 p-0.5">
      {DEAL_VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => setDealView(v)}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${view === v ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-100'}`}
        >
          {LABELS[v]}
        </button>
      ))}
    </div>
  );
}
