import { toCents } from './cents';

/**
 * docs/product.md 5.1: the struck-through original price and the discount badge show only when the
 * original price is more than 50 cents above the price. One rule for the public cards, the
 * admin cards, the social images and the Welcome page; compared in whole cents so float noise
 * never decides an exact 50-cent gap.
 */
const PRICE_GAP_CENTS = 50;

interface Prices {
  price: number;
  originalPrice: number;
}

/** True when the original price is shown struck through. */
export function hasPriceGap({ price, originalPrice }: Prices): boolean {
  return toCents(originalPrice) - toCents(price) > PRICE_GAP_CENTS;
}

/** The discount badge: a discount above 0 and the same price gap. */
export function showsDiscountBadge(deal: Prices & { discountPercentage: number }): boolean {
  return deal.discountPercentage > 0 && hasPriceGap(deal);
}
