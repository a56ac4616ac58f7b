import type { Deal } from '../../../schemas/deal';
import { ASSIGN_CATEGORY_FIRST, hasCategory } from '../../../rules/category';

interface Props {
  deal: Deal;
  pending: boolean;
  onApprove: () => void;
  onUnapprove: () => void;
  /** In a table row the tip is read out but not printed (the button's title shows it). */
  compact?: boolean;
}

/** Unapprove, or Approve: disabled with the 'assign a category first' tip until the deal has one. */
export function ApprovalButtons({ deal, pending, onApprove, onUnapprove, compact }: Props) {
  const canApprove = hasCategory(deal.category);
  const tipId = `tip-${deal._id}`;
  const size = compact ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  if (deal.isApproved) {
    return (
      <button
        type="button"
        className={`rounded-lg bg-gray-200 ${size} font-semibold text-gray-900 hover:bg-gray-300 disabled:opacity-60`}
        disabled={pending}
        onClick={onUnapprove}
      >
        Unapprove
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`rounded-lg bg-leaf-700 ${size} font-semibold text-white hover:bg-leaf-600 disabled:cursor-not-allowed disabled:opacity-50`}
        disabled={pending || !canApprove}
        title={canApprove ? undefined : ASSIGN_CATEGORY_FIRST}
        aria-describedby={canApprove ? undefined : tipId}
        onClick={onApprove}
      >
        Approve
      </button>
      {!canApprove && (
        <p id={tipId} className={compact ? 'sr-only' : 'text-xs font-medium text-brand-800'}>
          {ASSIGN_CATEGORY_FIRST}
        </p>
      )}
    </>
  );
}
