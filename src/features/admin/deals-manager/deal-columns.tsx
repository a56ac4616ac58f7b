import type { ReactNode } from 'react';
import type { AdminDeal } from '../../../schemas/admin';
import type { CategoryOption } from '../../../schemas/categories';
import { PRODUCT_TYPE_LABELS } from '../../../schemas/deal';
import { formatCount, formatUsd, ratingText, formatDiscount } from '../../../lib/format';
import { hasCategory } from '../../../rules/category';
import { isOutOfStock } from '../../../rules/offer-details';
import { OutOfStockTag } from './OutOfStockTag';
import { ApprovalButtons } from './ApprovalButtons';
import { CategorySelect, TypeSelect } from './DealSelects';
import { DealThumbnail } from './DealThumbnail';
import { SelectDealBox } from './SelectDealBox';
import { approveDeal, unapproveDeal } from './deals.store';
import { SuperDealButton } from './SuperDealButton';

/** What a cell gets: the deal and the row's live state (one subscription per row, not per cell). */
interface DealCellProps {
  deal: AdminDeal;
  selected: boolean;
  pending: boolean;
  categories: readonly CategoryOption[];
}

/**
 * One column of the deals table: its header, width, how it sorts and how its cell renders.
 * A new column is one more entry here; the table and its rows pick it up.
 */
export interface DealColumn {
  id: string;
  header: string;
  /** CSS grid track; one column takes the free space. */
  width: string;
  /** The value sorted on; no value means the column does not sort. */
  sortValue?: (deal: AdminDeal) => string | number;
  /** Numbers are right-aligned and sort largest first on the first click. */
  numeric?: boolean;
  /** Shown in the header instead of the name (the name stays for screen readers). */
  headerCell?: () => ReactNode;
  cell: (props: DealCellProps) => ReactNode;
}

const updated = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
// Deals are replaced, never mutated: a row scrolling back into view reuses its text.
const updatedTexts = new WeakMap<AdminDeal, string>();
function updatedText(deal: AdminDeal): string {
  let text = updatedTexts.get(deal);
  if (text === undefined) {
    text = updated.format(new Date(deal.lastUpdated)).replace(/\s/g, ' ');
    updatedTexts.set(deal, text);
  }
  return text;
}

export const DEAL_COLUMNS: DealColumn[] = [
  {
    id: 'select',
    header: 'Select',
    width: '2.5rem',
    cell: ({ deal, selected }) => (
      <SelectDealBox deal={deal} selected={selected} className="flex h-full items-center justify-center" />
    ),
  },
  {
    id: 'image',
    header: 'Image',
    width: '3.5rem',
    cell: ({ deal }) => <DealThumbnail src={deal.imageUrl} alt="" className="h-12 w-12" />,
  },
  {
    id: 'title',
    header: 'Title',
    width: 'minmax(9rem, 1fr)',
    sortValue: (d) => d.title.toLowerCase(),
    cell: ({ deal }) => (
      <span className="line-clamp-2 text-sm leading-snug font-semibold" title={deal.title}>
        {deal.title}
      </span>
    ),
  },
  {
    id: 'asin',
    header: 'ASIN',
    width: '6.5rem',
    sortValue: (d) => d.asin,
    cell: ({ deal }) => <span className="font-mono text-xs">{deal.asin}</span>,
  },
  {
    id: 'category',
    header: 'Category',
    width: '9rem',
    sortValue: (d) => (hasCategory(d.category) ? (d.categoryLabel || d.category).toLowerCase() : ''),
    cell: ({ deal, pending, categories }) => (
      <CategorySelect deal={deal} pending={pending} categories={categories} compact />
    ),
  },
  {
    id: 'productType',
    header: 'Type',
    width: '7rem',
    sortValue: (d) => PRODUCT_TYPE_LABELS[d.productType],
    cell: ({ deal, pending }) => <TypeSelect deal={deal} pending={pending} compact />,
  },
  {
    id: 'status',
    header: 'Status',
    width: '8.5rem',
    sortValue: (d) => (d.isApproved ? 1 : 0),
    cell: ({ deal, pending }) => (
      <div className="flex flex-wrap items-center gap-1.5">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${deal.isApproved ? 'bg-leaf-700 text-white' : 'bg-gray-200 text-gray-800'}`}
        >
          {deal.isApproved ? 'Active' : 'Inactive'}
        </span>
        {isOutOfStock(deal.availability) && <OutOfStockTag />}
        <ApprovalButtons
          deal={deal}
          pending={pending}
          onApprove={() => void approveDeal(deal)}
          onUnapprove={() => void unapproveDeal(deal)}
          compact
        />
      </div>
    ),
  },
  {
    id: 'super',
    header: 'Super',
    width: '4.5rem',
    sortValue: (d) => (d.isSuperDeal ? 1 : 0),
    numeric: true,
    cell: ({ deal, pending }) => <SuperDealButton deal={deal} pending={pending} compact />,
  },
  {
    id: 'price',
    header: 'Price',
    width: '4.5rem',
    numeric: true,
    sortValue: (d) => d.price,
    cell: ({ deal }) => <span className="font-semibold">{formatUsd(deal.price)}</span>,
  },
  {
    id: 'discount',
    header: 'Discount',
    width: '4rem',
    numeric: true,
    sortValue: (d) => d.discountPercentage,
    cell: ({ deal }) => (deal.discountPercentage > 0 ? formatDiscount(deal.discountPercentage) : '—'),
  },
  {
    id: 'rating',
    header: 'Rating',
    width: '3.75rem',
    numeric: true,
    sortValue: (d) => d.rating,
    cell: ({ deal }) => (ratingText(deal.rating) ? `★ ${ratingText(deal.rating)}` : '—'),
  },
  {
    id: 'clicks7d',
    header: 'Clicks (7 days)',
    width: '4rem',
    numeric: true,
    sortValue: (d) => d.clicks7d,
    cell: ({ deal }) => formatCount(deal.clicks7d),
  },
  {
    id: 'lastUpdated',
    header: 'Last updated',
    width: '6rem',
    numeric: true,
    sortValue: (d) => d.lastUpdated,
    cell: ({ deal }) => (
      <time dateTime={deal.lastUpdated} className="text-xs">
        {updatedText(deal)}
      </time>
    ),
  },
];

export const DEAL_GRID_TEMPLATE = DEAL_COLUMNS.map((c) => c.width).join(' ');
