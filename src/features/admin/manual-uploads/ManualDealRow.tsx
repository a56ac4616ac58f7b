import { memo } from 'react';
import type { CategoryOption } from '../../../schemas/categories';
import type { Deal } from '../../../schemas/deal';
import { ApprovalButtons } from '../deals-manager/ApprovalButtons';
import { formatUsd, formatDiscount } from '../../../lib/format';
import { hasPriceGap } from '../../../rules/price-gap';
import { CategorySelect, TypeSelect } from '../deals-manager/DealSelects';
import { setDealApproval } from '../deals-manager/deals.store';
import { DealImage } from '../../../components/DealImage';

interface Props {
  deal: Deal;
  pending: boolean;
  categories: readonly CategoryOption[];
}

/** One manual upload: category, type and approval through the curated-deals call. */
export const ManualDealRow = memo(function ManualDealRow({ deal, pending, categories }: Props) {
  return (
    <li
      data-testid="manual-deal"
      data-asin={deal.asin}
      className="grid gap-3 rounded-2xl bg-white p-3 shadow-card sm:grid-cols-[80px_1fr] lg:grid-cols-[80px_1fr_200px_160px_150px] lg:items-center"
    >
      <DealImage src={deal.imageUrl} alt={deal.title} className="h-20 w-20 rounded-lg" />
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm font-semibold" title={deal.title}>
          {deal.title}
        </p>
        <p className="text-xs text-muted">
          {deal.asin} · {formatUsd(deal.price)}
          {hasPriceGap(deal) && (
            <>
              {' '}
              <s>{formatUsd(deal.originalPrice)}</s> ({formatDiscount(deal.discountPercentage)})
            </>
          )}
        </p>
        <span
          className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${deal.isApproved ? 'bg-leaf-700 text-white' : 'bg-gray-200 text-gray-800'}`}
        >
          {deal.isApproved ? 'Approved' : 'Pending'}
        </span>
      </div>
      <CategorySelect deal={deal} pending={pending} categories={categories} />
      <TypeSelect deal={deal} pending={pending} />
      <div className="flex flex-col gap-1">
        <ApprovalButtons
          deal={deal}
          pending={pending}
          onApprove={() => void setDealApproval(deal, true)}
          onUnapprove={() => void setDealApproval(deal, false)}
        />
      </div>
    </li>
  );
});
