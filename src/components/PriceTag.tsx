import { formatUsd } from '../lib/format';
import { savingBasisText, type SavingBasis } from '../rules/price-basis';
import { hasPriceGap } from '../rules/price-gap';

interface Props {
  price: number;
  originalPrice: number;
  /** What the struck-through price is ('List Price:', 'Was:', ...), shown beside it. */
  basis?: SavingBasis;
  size?: 'md' | 'lg';
  /** What the price is beside the amount ('Prime members only', 'Subscribe & Save'); none for a plain offer. */
  offerLabel?: string | null;
}

/** Current price (with what it is, when it is a Prime-only or Subscribe & Save price), with the original struck through (and what it is) only when the gap exceeds $0.50. */
export function PriceTag({ price, originalPrice, basis, size = 'md', offerLabel }: Props) {
  const basisText = basis ? savingBasisText(basis) : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-extrabold text-ink ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{formatUsd(price)}</span>
      {offerLabel && (
        <span
          className="rounded bg-[#0b4f8a]/10 px-1.5 py-0.5 text-xs font-bold text-[#0b4f8a]"
          data-testid="offer-label"
        >
          {offerLabel}
        </span>
      )}
      {hasPriceGap({ price, originalPrice }) && (
        <span className="text-sm text-muted" data-testid="price-basis">
          {basisText ? `${basisText} ` : <span className="sr-only">Was </span>}
          <s>{formatUsd(originalPrice)}</s>
        </span>
      )}
    </p>
  );
}
