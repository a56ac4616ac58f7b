import type { Deal } from '../../../schemas/deal';
import { markSuperDeal, unmarkSuperDeal } from './deals.store';

interface Props {
  deal: Deal;
  pending: boolean;
  /** A table row shows 'Mark' / '★ Unmark'; the full name stays the button's accessible name. */
  compact?: boolean;
}

/** Mark or Unmark Super Deal: the same action on a card and in a table row. */
export function SuperDealButton({ deal, pending, compact }: Props) {
  const name = deal.isSuperDeal ? 'Unmark Super Deal' : 'Mark Super Deal';
  return (
    <button
      type="button"
      aria-label={compact ? name : undefined}
      className={`rounded-lg font-semibold whitespace-nowrap disabled:opacity-60 ${compact ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm'} ${deal.isSuperDeal ? 'bg-sun-100 text-ink hover:bg-sun-300' : 'border border-sun-400 text-ink hover:bg-sun-100'}`}
      disabled={pending}
      onClick={() => void (deal.isSuperDeal ? unmarkSuperDeal(deal) : markSuperDeal(deal))}
    >
      {compact ? (deal.isSuperDeal ? '★ Unmark' : 'Mark') : name}
    </button>
  );
}
