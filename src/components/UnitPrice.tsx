import { unitPriceText } from '../lib/format';

interface Props {
  price: number;
  unitCount: number | null;
  unitLabel: string | null;
  /** Size and spacing; small text by default. */
  className?: string;
}

/** "$0.21 per roll" for items sold by the unit; nothing when the unit count is unknown. */
export function UnitPrice({ price, unitCount, unitLabel, className = 'text-xs' }: Props) {
  const text = unitPriceText(price, unitCount, unitLabel);
  if (!text) return null;
  return (
    <p className={`text-muted ${className}`} data-testid="unit-price">
      {text}
    </p>
  );
}
