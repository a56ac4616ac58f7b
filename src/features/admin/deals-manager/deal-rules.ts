import { UNCATEGORIZED } from '../../../schemas/categories';
import type { Deal } from '../../../schemas/deal';

/** Display and approval rules of a deal card (SPEC section 5). */
export const ASSIGN_CATEGORY_FIRST = 'Assign a category first';

/** A category that is set: not empty and not 'uncategorized'. */
export function hasCategory(category: string | null | undefined): boolean {
  const c = (category ?? '').trim();
  return c !== '' && c !== UNCATEGORIZED;
}

/** The original price is struck through only when it is over 0.50 dollars above the price. */
export function showsOriginalPrice(deal: Pick<Deal, 'price' | 'originalPrice'>): boolean {
  return deal.originalPrice - deal.price > 0.5;
}

/** The discount badge needs a positive discount and the same price gap. */
export function showsDiscountBadge(deal: Pick<Deal, 'price' | 'originalPrice' | 'discountPercentage'>): boolean {
  return deal.discountPercentage > 0 && showsOriginalPrice(deal);
}

export const formatPrice = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const formatRating = (n: number) => n.toFixed(1);
