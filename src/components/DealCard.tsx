import type { ReactNode } from 'react';
import type { Deal } from '../schemas/deal';
import { dealPath } from '../rules/deal-path';
import { formatDiscount } from '../lib/format';
import { showsDiscountBadge } from '../rules/price-gap';
import { offerLabel } from '../rules/offer-details';
import { DealImage } from './DealImage';
import { LimitedTimeDeal } from './LimitedTimeDeal';
import { PriceAsOf } from './PriceAsOf';
import { PriceBadges } from './PriceBadges';
import { PriceTag } from './PriceTag';
import { RatingChip } from './RatingChip';
import { UnitPrice } from './UnitPrice';
import { WatchButton } from './WatchButton';

interface Props {
  deal: Deal;
  /** Called when the visitor follows the affiliate link (click tracking). */
  onClaim?: (deal: Deal) => void;
  eager?: boolean;
  /** A button in the image's bottom-right corner (the save heart), clear of the badges, price and 'Click & Save'. */
  imageAction?: ReactNode;
}

/** A deal in the grid (display rules: docs/product.md 4.3 and 5). */
export function DealCard({ deal, onClaim, eager, imageAction }: Props) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-brand-100"
      data-testid="deal-card"
      data-asin={deal.asin}
      data-category={deal.category}
    >
      <div className="relative aspect-square bg-white p-2 sm:p-3">
        <DealImage src={deal.imageUrl} alt={deal.title} size={320} eager={eager} className="h-full w-full" />
        {showsDiscountBadge(deal) && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">
            {formatDiscount(deal.discountPercentage)}
          </span>
        )}
        {deal.isPrime && (
          <span className="absolute top-2 right-2 rounded-full bg-[#0b4f8a] px-2 py-1 text-xs font-bold text-white">
            Prime
          </span>
        )}
        <div className="absolute bottom-1 left-1">
          <WatchButton asin={deal.asin} title={deal.title} />
        </div>
        {imageAction && <div className="absolute right-1 bottom-1">{imageAction}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 pt-1 sm:p-4 sm:pt-2">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{deal.categoryLabel}</p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold" title={deal.title}>
          <a href={dealPath(deal.asin, deal.title)} className="hover:text-brand-800 hover:underline">
            {deal.title}
          </a>
        </h3>
        <RatingChip rating={deal.rating} reviewCount={deal.reviewCount} />
        <div className="mt-auto">
          <LimitedTimeDeal deal={deal} />
          <PriceTag price={deal.price} originalPrice={deal.originalPrice} basis={deal} offerLabel={offerLabel(deal)} />
          <UnitPrice item={deal} />
          <PriceAsOf fetchedAt={deal.priceFetchedAt} />
          <PriceBadges badges={deal.priceBadges} />
        </div>
        <a
          href={deal.amazonUrl}
          target="_blank"
          rel="sponsored noopener"
          className="btn-primary w-full text-sm"
          onClick={() => onClaim?.(deal)}
          aria-label={`Click & Save: ${deal.title} (opens Amazon in a new tab)`}
        >
          Click &amp; Save
        </a>
      </div>
    </article>
  );
}
