import { DealImage } from '../../components/DealImage';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { RatingChip } from '../../components/RatingChip';
import { dealPath } from '../../rules/deal-path';
import { formatDiscount } from '../../lib/format';
import { showsDiscountBadge } from '../../rules/price-gap';
import type { Deal } from '../../schemas/deal';

/** A deal in a deal page's list: the whole card opens its own deal page. */
function DealTile({ deal }: { deal: Deal }) {
  return (
    <article
      className="relative flex h-full flex-col gap-2 rounded-2xl bg-white p-3 shadow-card ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-300"
      data-testid="deal-tile"
      data-asin={deal.asin}
    >
      <div className="relative aspect-square">
        <DealImage src={deal.imageUrl} alt="" size={200} className="h-full w-full" />
        {showsDiscountBadge(deal) && (
          <span className="absolute top-0 left-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {formatDiscount(deal.discountPercentage)}
          </span>
        )}
      </div>
      <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold">
        <a href={dealPath(deal.asin, deal.title)} className="after:absolute after:inset-0 focus:outline-none">
          {deal.title}
        </a>
      </h3>
      <RatingChip rating={deal.rating} reviewCount={deal.reviewCount} />
      <div className="mt-auto">
        <PriceTag price={deal.price} originalPrice={deal.originalPrice} basis={deal} />
        <PriceAsOf fetchedAt={deal.priceFetchedAt} className="relative" />
      </div>
    </article>
  );
}

/** The grid of a deal page's deals, rendered on the server as one piece (never hydrated). */
export function DealTiles({ deals }: { deals: Deal[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {deals.map((deal) => (
        <li key={deal.asin}>
          <DealTile deal={deal} />
        </li>
      ))}
    </ul>
  );
}
