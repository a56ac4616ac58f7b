/** Below this discount a deal is no longer much of a deal (the social post's and 'Deals only' threshold). */
const WORTHWHILE_DISCOUNT = 10;

/**
 * The admin card's warning for an approved deal whose discount fell below 10% since the operator
 * approved it at 10% or more: "Discount fell to 4% since approval (was 25%)". Null otherwise,
 * and null when we do not know the discount at approval.
 */
export function discountDropWarning(approvedDiscount: number | null, currentDiscount: number): string | null {
  if (approvedDiscount === null || approvedDiscount < WORTHWHILE_DISCOUNT) return null;
  if (currentDiscount >= WORTHWHILE_DISCOUNT) return null;
  return `Discount fell to ${Math.round(currentDiscount)}% since approval (was ${Math.round(approvedDiscount)}%)`;
}
