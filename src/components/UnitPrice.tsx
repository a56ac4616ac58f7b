import { shownUnitPrice, type UnitPriceFacts } from '../rules/unit-price';

interface Props {
  /** The price, our unit count and the retailer's own unit price (a deal or an essential). */
  item: UnitPriceFacts;
  /** Size and spacing; small text by default. */
  className?: string;
}

/**
 * "$0.21 per roll" for items sold by the unit: Amazon's unit price when it sends one, else our count
 * from the title; which one it is only when they differ. Nothing when neither is known.
 */
export function UnitPrice({ item, className = 'text-xs' }: Props) {
  const shown = shownUnitPrice(item);
  if (!shown) return null;
  return (
    <p className={`text-muted ${className}`} data-testid="unit-price">
      {shown.text}
      {shown.note && (
        <span className="block text-[0.7rem]" data-testid="unit-price-source">
          {shown.note}
        </span>
      )}
    </p>
  );
}
