import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DealImage } from '../../components/DealImage';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { CloseButton, Modal } from '../../components/Modal';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { UnitPrice } from '../../components/UnitPrice';
import { brand } from '../../config/brand';
import { trackDealClick } from '../../lib/click-tracking';
import { formatDiscount } from '../../lib/format';
import { offerLabel } from '../../rules/offer-details';
import { $overlay, closeOverlay } from '../../stores/overlay.store';
import { fetchEssentials } from './api';
import { essentialCards, type EssentialCard } from './essentials-rules';

/** "Today's Essentials": fetched each time it opens; one card per essential category. */
export function EssentialsModal() {
  const open = useStore($overlay) === 'essentials';
  return (
    <Modal open={open} onClose={closeOverlay} labelledBy="essentials-title" className="max-w-3xl">
      <EssentialsBody />
    </Modal>
  );
}

function EssentialsBody() {
  const [cards, setCards] = useState<EssentialCard[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void fetchEssentials().then((res) => {
      setCards(essentialCards(res.data));
      setFailed(res.failed);
    });
  }, []);

  return (
    <div className="relative">
      <CloseButton onClick={closeOverlay} />
      <div className="border-b border-brand-100 px-6 pt-6 pb-4">
        <h2 id="essentials-title" className="text-2xl font-extrabold">
          <Icon d={icons.roll} size={24} className="-mt-1 mr-1.5 text-brand-700" />
          Today&apos;s Essentials
        </h2>
        <p className="mt-1 text-sm text-muted">The best price today on the everyday things every home runs out of.</p>
      </div>
      <div className="p-4 sm:p-6" aria-busy={cards === null}>
        {cards === null ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="skeleton h-32 rounded-2xl" aria-hidden="true" />
            ))}
          </ul>
        ) : cards.length === 0 ? (
          <p className="py-8 text-center text-muted">
            {failed ? brand.backendUnavailableMessage : 'No essentials deals right now. Check back after 9 AM EST.'}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {cards.map((card) => (
              <li key={card.category}>
                <EssentialCardView card={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap justify-between gap-2 border-t border-brand-100 px-6 py-3 text-xs font-semibold text-muted">
        <span>Updated daily at 9 AM EST</span>
        <span>
          <Icon d={icons.check} size={14} className="-mt-0.5 mr-1 text-leaf-700" />
          Prices verified
        </span>
      </div>
    </div>
  );
}

function EssentialCardView({ card }: { card: EssentialCard }) {
  const { item } = card;
  return (
    <article
      className="relative flex h-full gap-3 rounded-2xl bg-white p-3 ring-1 ring-brand-100"
      data-testid="essential-card"
    >
      <DealImage src={item.imageUrl} alt="" size={88} className="h-22 w-22 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="text-xs font-bold tracking-wide text-brand-800 uppercase">{card.displayName}</h3>
          {card.bestDeal && (
            <span className="rounded-full bg-sun-300 px-2 py-0.5 text-[11px] font-bold text-ink">Best Deal</span>
          )}
        </div>
        <a
          href={item.detailPageUrl}
          target="_blank"
          rel="sponsored noopener"
          className="line-clamp-2 text-sm leading-5 font-semibold after:absolute after:inset-0 after:rounded-2xl"
          onClick={() =>
            trackDealClick(
              {
                asin: item.asin,
                title: item.title,
                price: item.price,
                originalPrice: item.originalPrice,
                discountPercentage: item.discountPercentage,
                category: item.category,
                categoryLabel: card.displayName,
              },
              { clickSource: 'essentials-modal', section: 'essentials', dealType: 'essential' },
            )
          }
        >
          {item.title}
        </a>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <PriceTag price={item.price} originalPrice={item.originalPrice} basis={item} offerLabel={offerLabel(item)} />
          {item.discountPercentage > 0 && (
            <span className="text-xs font-bold text-brand-800">{formatDiscount(item.discountPercentage)}</span>
          )}
        </div>
        <UnitPrice item={item} />
        <PriceAsOf fetchedAt={item.lastUpdated} className="relative z-10" />
      </div>
    </article>
  );
}
