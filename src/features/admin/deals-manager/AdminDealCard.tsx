import { memo } from 'react';
import type { CategoryOption } from '../../../schemas/categories';
import type { Deal } from '../../../schemas/deal';
import { useIsPending, useIsSelected } from './deal-view.store';
import { ApprovalButtons } from './ApprovalButtons';
import { formatUsd, ratingText, formatDiscount } from '../../../lib/format';
import { discountDropWarning } from '../../../rules/discount-drop';
import { isOutOfStock } from '../../../rules/offer-details';
import { OutOfStockTag } from './OutOfStockTag';
import { hasPriceGap, showsDiscountBadge } from '../../../rules/price-gap';
import { CategorySelect, TypeSelect } from './DealSelects';
import { SelectDealBox } from './SelectDealBox';
import { approveDeal, unapproveDeal } from './deals.store';
import { SuperDealButton } from './SuperDealButton';
import { DealSparkline } from '../price-history/DealSparkline';
import { DealThumbnail } from './DealThumbnail';

interface Props {
  deal: Deal;
  categories: readonly CategoryOption[];
}

/** One deal in Manage Deals; re-renders only when its deal, its selection or its pending state changes. */
export const AdminDealCard = memo(function AdminDealCard({ deal, categories }: Props) {
  const selected = useIsSelected(deal._id);
  const pending = useIsPending(deal._id);
  const warning = deal.isApproved
    ? discountDropWarning(deal.approvedDiscountPercentage, deal.discountPercentage)
    : null;
  return (
    <article
      data-testid="deal-card"
      data-asin={deal.asin}
      aria-label={deal.title}
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-2 ${selected ? 'ring-brand-500' : 'ring-transparent'}`}
    >
      <div className="relative h-36 bg-white p-2">
        <DealThumbnail src={deal.imageUrl} alt={deal.title} className="h-full w-full" />
        <SelectDealBox
          deal={deal}
          selected={selected}
          className="absolute top-2 left-2 flex items-center rounded-md bg-white/90 p-1 shadow"
        />
        <span
          className={`absolute top-2 right-2 rounded-full px-2 py-0.5 text-xs font-bold ${deal.isApproved ? 'bg-leaf-700 text-white' : 'bg-gray-200 text-gray-800'}`}
        >
          {deal.isApproved ? 'Active' : 'Inactive'}
        </span>
        <div className="absolute bottom-2 left-2 flex flex-wrap gap-1">
          {isOutOfStock(deal.availability) && <OutOfStockTag />}
          {showsDiscountBadge(deal) && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
              {formatDiscount(deal.discountPercentage)}
            </span>
          )}
          {deal.isSuperDeal && (
            <span className="rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-ink">★ Super Deal</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold" title={deal.title}>
          {deal.title}
        </h3>
        <p className="truncate text-xs text-muted">
          {deal.brand ? `${deal.brand} · ` : ''}
          {deal.asin}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-lg font-bold text-brand-800">{formatUsd(deal.price)}</span>
          {hasPriceGap(deal) && (
            <s className="text-sm text-muted">
              <span className="sr-only">Was </span>
              {formatUsd(deal.originalPrice)}
            </s>
          )}
          {deal.isPrime && (
            <span className="rounded bg-sky-700 px-1.5 py-0.5 text-[11px] font-bold text-white">Prime</span>
          )}
          {deal.rating > 0 && (
            <span className="rounded-full bg-sun-100 px-2 py-0.5 text-xs font-semibold text-ink">
              ★ {ratingText(deal.rating)} ({deal.reviewCount.toLocaleString('en-US')})
            </span>
          )}
        </div>
        {warning && (
          <p
            role="status"
            className="rounded-lg bg-sun-100 px-2 py-1 text-xs font-semibold text-ink"
            data-testid="discount-warning"
          >
            ⚠ {warning}
          </p>
        )}
        <DealSparkline asin={deal.asin} />
        <CategorySelect deal={deal} pending={pending} categories={categories} />
        <TypeSelect deal={deal} pending={pending} />
        <div className="mt-auto flex flex-col gap-1.5 pt-1">
          <ApprovalButtons
            deal={deal}
            pending={pending}
            onApprove={() => void approveDeal(deal)}
            onUnapprove={() => void unapproveDeal(deal)}
          />
          <SuperDealButton deal={deal} pending={pending} />
        </div>
      </div>
    </article>
  );
});
