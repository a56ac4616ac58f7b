import { useCallback, useEffect, useMemo, useState } from 'react';
import { DealImage } from '../../components/DealImage';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { homeCopy } from '../../config/home-copy';
import { useInBrowser } from '../../lib/island-stores';
import { useStoreFromServer } from '../../lib/island-stores';
import { useProgressiveList } from '../../lib/use-progressive-list';
import type { Deal } from '../../schemas/deal';
import { STRIP_FIRST_SCREEN } from '../../schemas/listing-page';
import { fetchBestSellers } from '../../lib/deals-api';
import { trackDealClick } from '../../lib/click-tracking';
import { bestSellerBadge, hoursRemaining, isLive, urgencyTag } from '../../rules/deal-rules';
import { $category, $isSearching, HOME_CATEGORY } from '../../stores/deals.store';

const SKELETONS = 5;

interface Props {
  /** The first best sellers, as the page's HTML holds them (all read in the browser when absent). */
  initial?: Deal[];
  /** The listing the page opens with: the strip shows on home only. */
  category?: string;
}

/** "Today's Best Sellers": horizontal cards; hidden when empty or failed. */
export function BestSellersStrip({ initial, category: openedWith = HOME_CATEGORY }: Props) {
  const [deals, setDeals] = useState<Deal[] | null>(initial ?? null);
  const category = useStoreFromServer($category, openedWith);
  const searching = useStoreFromServer($isSearching, false);
  const hydrated = useInBrowser();
  // The page's HTML holds the first batch at most; the rest loads as the strip nears its end.
  const [restWanted, setRestWanted] = useState(false);
  const wantRest = useCallback(() => setRestWanted(true), []);
  const partial = initial !== undefined && initial.length >= STRIP_FIRST_SCREEN && !restWanted;

  useEffect(() => {
    if (initial && !restWanted) return;
    void fetchBestSellers().then((res) => {
      if (initial && res.failed) return;
      setDeals(res.data.filter((d) => isLive(d, new Date())));
    });
  }, [initial, restWanted]);

  // Remaining time is fixed once per load (random 12–24 h when a deal has no end), in the browser:
  // the HTML has no tags, so a page served from a cache never shows a stale one.
  const tags = useMemo(() => {
    const now = new Date();
    const list = hydrated ? (deals ?? []) : [];
    return new Map(list.map((d) => [d._id, urgencyTag(hoursRemaining(d.dealEndsAt, now))]));
  }, [deals, hydrated]);

  const { shown, hasMore, sentinel } = useProgressiveList<HTMLLIElement>(deals?.length ?? 0, {
    batch: STRIP_FIRST_SCREEN,
    rootMargin: '0px',
    fetchMore: partial ? wantRest : undefined,
  });

  if (searching || category !== HOME_CATEGORY || (deals && deals.length === 0)) return null;

  return (
    <section aria-labelledby="best-sellers-title" className="mt-8" aria-busy={deals === null}>
      <h2 id="best-sellers-title" className="mb-3 text-xl font-extrabold sm:text-2xl">
        <Icon d={icons.trophy} size={24} className="-mt-1 mr-1.5 text-brand-700" />
        {homeCopy.bestSellersTitle}
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3">
        {deals === null
          ? Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i} className="w-72 shrink-0" aria-hidden="true" data-testid="best-seller-skeleton">
                <div className="flex h-44 gap-3 rounded-2xl bg-white p-3 shadow-card">
                  <div className="skeleton h-24 w-24 shrink-0 rounded-xl" />
                  <div className="flex flex-1 flex-col gap-2">
                    <div className="skeleton h-4 w-2/3 rounded" />
                    <div className="skeleton h-8 w-full rounded" />
                    <div className="skeleton mt-auto h-6 w-1/2 rounded" />
                  </div>
                </div>
              </li>
            ))
          : deals.slice(0, shown).map((deal, i) => (
              <li key={deal._id} className="lazy-strip-card w-72 shrink-0 snap-start">
                <BestSellerCard deal={deal} tag={tags.get(deal._id) ?? null} position={i + 1} total={deals.length} />
              </li>
            ))}
        {hasMore && <li ref={sentinel} className="w-px shrink-0" aria-hidden="true" />}
      </ul>
    </section>
  );
}

function BestSellerCard({
  deal,
  tag,
  position,
  total,
}: {
  deal: Deal;
  tag: string | null;
  position: number;
  total: number;
}) {
  return (
    <article className="relative flex h-44 gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-brand-100 transition hover:ring-brand-300">
      <div className="relative h-24 w-24 shrink-0">
        <DealImage src={deal.imageUrl} alt="" size={96} className="h-24 w-24" />
        {tag && (
          <span className="absolute inset-x-0 -bottom-2 rounded-full bg-sun-300 px-1 py-0.5 text-center text-[11px] font-bold text-ink">
            {tag}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="max-w-full self-start truncate rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-bold text-white">
          {bestSellerBadge(deal)}
        </span>
        {/* The title link covers the whole card (after: inset-0); the price info button sits above it. */}
        <a
          href={deal.amazonUrl}
          target="_blank"
          rel="sponsored noopener"
          onClick={() =>
            trackDealClick(deal, {
              clickSource: 'best-sellers',
              section: 'best-sellers',
              position,
              totalDeals: total,
              dealType: deal.productType,
            })
          }
          className="line-clamp-2 text-sm leading-5 font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl"
        >
          {deal.title}
        </a>
        <div className="mt-auto">
          <PriceTag price={deal.price} originalPrice={deal.originalPrice} />
          <PriceAsOf fetchedAt={deal.priceFetchedAt} className="relative z-10" />
        </div>
      </div>
    </article>
  );
}
