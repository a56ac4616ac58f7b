import { formatUsd } from '../lib/format';
import { hasPriceGap } from '../rules/price-gap';

interface Props {
  price: number;
  originalPrice: number;
  size?: 'md' | 'lg';
}

/** Current price, with the original struck through only when the gap exceeds $0.50. */
export function PriceTag({ price, originalPrice, size = 'md' }: Props) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-extrabold text-ink ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{formatUsd(price)}</span>
      {hasPriceGap({ price, originalPrice }) && (
        <s className="text-sm text-muted">
          <span className="sr-only">Was </span>
          {formatUsd(originalPrice)}
        </s>
      )}
    </p>
  );
}
