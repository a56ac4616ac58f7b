import { isOutOfStock } from '../../../rules/offer-details';
import type { Deal } from '../../../schemas/deal';

/** The Manage Deals filter buttons. */
export const DEAL_FILTERS = ['all', 'active', 'inactive', 'super', 'discount', 'outOfStock'] as const;
export type DealFilter = (typeof DEAL_FILTERS)[number];
export const DEAL_FILTER_LABELS: Record<DealFilter, string> = {
  all: 'All Deals',
  active: 'Active',
  inactive: 'Inactive',
  super: 'Super Deals',
  discount: 'Highest Discount',
  outOfStock: 'Out of stock',
};

// Deals are replaced, never mutated, so a lower-cased text per deal object stays true.
const haystacks = new WeakMap<Deal, string>();

function haystack(deal: Deal): string {
  let text = haystacks.get(deal);
  if (text === undefined) {
    text = [deal.title, deal.description, deal.brand, deal.category, deal.categoryLabel, deal.asin]
      .join('\u0000')
      .toLowerCase();
    haystacks.set(deal, text);
  }
  return text;
}

/** Case-insensitive match on title, description, brand, category (id or label) and the ASIN printed on each card. */
export function matchesSearch(deal: Deal, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || haystack(deal).includes(q);
}

function matchesFilter(deal: Deal, filter: DealFilter): boolean {
  switch (filter) {
    case 'active':
      return deal.isApproved;
    case 'inactive':
      return !deal.isApproved;
    case 'super':
      return deal.isSuperDeal;
    case 'discount':
      return deal.discountPercentage > 0;
    case 'outOfStock':
      return isOutOfStock(deal.availability);
    default:
      return true;
  }
}

/** The deals shown: searched and filtered; 'Highest Discount' also sorts by discount, largest first. */
export function filterDeals<T extends Deal>(deals: readonly T[], query: string, filter: DealFilter): T[] {
  const shown = deals.filter((d) => matchesFilter(d, filter) && matchesSearch(d, query));
  if (filter === 'discount') shown.sort((a, b) => b.discountPercentage - a.discountPercentage);
  return shown;
}

/** 'Showing X of Y deals', plus the search text and filter when present. */
export function showingLine(shown: number, total: number, query: string, filter: DealFilter): string {
  let line = `Showing ${shown} of ${total} deals`;
  if (query.trim()) line += ` matching "${query.trim()}"`;
  if (filter !== 'all') line += ` (${DEAL_FILTER_LABELS[filter]})`;
  return line;
}
