import { priceAsOfDisplay, priceAsOfText } from '../lib/format';
import { Icon } from './Icon';
import * as icons from './icon-paths';

/** id of the page's one price-disclaimer popover (PriceDisclaimer.astro). */
const PRICE_DISCLAIMER_ID = 'price-disclaimer';

/** "Price as of 6:02 PM ET" with an info button that opens the price disclaimer. */
export function PriceAsOf({ fetchedAt, className = '' }: { fetchedAt: string; className?: string }) {
  const text = priceAsOfText(fetchedAt);
  if (!text) return null;
  return (
    <p className={`flex items-center gap-0.5 text-xs text-muted ${className}`}>
      <span>{priceAsOfDisplay(text)}</span>
      <button
        type="button"
        popoverTarget={PRICE_DISCLAIMER_ID}
        className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        aria-label="Price details"
        title="Price details"
      >
        <Icon d={icons.info} size={14} />
      </button>
    </p>
  );
}
