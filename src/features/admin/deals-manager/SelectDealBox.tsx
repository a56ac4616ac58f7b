import type { Deal } from '../../../schemas/deal';
import { toggleSelected } from './deal-view.store';

/** The checkbox that selects one deal for bulk actions, on its card and in its table row. */
export function SelectDealBox({ deal, selected, className }: { deal: Deal; selected: boolean; className: string }) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={selected}
        onChange={() => toggleSelected(deal._id)}
      />
      <span className="sr-only">Select {deal.title}</span>
    </label>
  );
}
