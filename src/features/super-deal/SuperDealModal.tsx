import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { DealImage } from '../../components/DealImage';
import { CloseButton, Modal } from '../../components/Modal';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import type { SuperDeal } from '../../schemas/deal';
import { trackDealClick } from '../../lib/click-tracking';
import { openNewsletter } from '../../lib/newsletter-dialog';
import { $overlay, closeOverlay } from '../../stores/overlay.store';
import { celebrate } from './confetti';
import { COUNTDOWN_TICK_MS, countdownText, initialCountdownMinutes } from './countdown';
import { ShareDealButton } from './ShareDealButton';
import { $superDeal } from '../../stores/super-deal.store';

/** 'SUPER DEAL!' with confetti for 3 s and the countdown. */
export function SuperDealModal() {
  const overlay = useStore($overlay);
  const deal = useStore($superDeal);
  const open = overlay === 'superDeal' && deal !== null;
  return (
    <Modal open={open} onClose={closeOverlay} labelledBy="super-deal-title" className="max-w-lg">
      {deal && <SuperDealBody deal={deal} />}
    </Modal>
  );
}

function SuperDealBody({ deal }: { deal: SuperDeal }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [minutes, setMinutes] = useState(() => initialCountdownMinutes(deal.dealEndsAt, new Date()));

  useEffect(() => (canvas.current ? celebrate(canvas.current) : undefined), []);
  useEffect(() => {
    const timer = setInterval(() => setMinutes((m) => m - 1), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="relative">
      <canvas ref={canvas} aria-hidden="true" className="pointer-events-none fixed inset-0 z-20 h-full w-full" />
      <CloseButton onClick={closeOverlay} />
      <div className="bg-gradient-to-r from-brand-700 to-brand-500 px-6 pt-5 pb-4 text-center text-white">
        <h2 id="super-deal-title" className="text-3xl font-black tracking-wide">
          SUPER DEAL!
        </h2>
        <p className="mt-1 text-sm font-semibold">
          Ends in <span data-testid="super-deal-countdown">{countdownText(minutes)}</span>
        </p>
      </div>
      <div className="flex flex-col items-center gap-3 p-6 text-center">
        <DealImage src={deal.imageUrl} alt={deal.title} size={200} eager className="h-48 w-48" />
        <h3 className="text-lg leading-snug font-bold">{deal.title}</h3>
        <div className="flex flex-col items-center">
          <PriceTag price={deal.currentPrice} originalPrice={deal.originalPrice} basis={deal} size="lg" />
          <PriceAsOf fetchedAt={deal.priceFetchedAt} />
        </div>
        {deal.savingsPercentage > 0 && (
          <p className="rounded-full bg-sun-300 px-4 py-1 text-sm font-extrabold text-ink">
            Save {Math.round(deal.savingsPercentage)}%
          </p>
        )}
        <a
          href={deal.amazonUrl}
          target="_blank"
          rel="sponsored noopener"
          className="btn-primary w-full text-base"
          data-autofocus
          onClick={() =>
            trackDealClick(
              { ...deal, price: deal.currentPrice, discountPercentage: deal.savingsPercentage, isSuperDeal: true },
              { clickSource: 'super-deal-modal', section: 'super-deal', dealType: 'superDeal' },
            )
          }
        >
          Claim This Deal
        </a>
        <ShareDealButton asin={deal.asin} title={deal.title} />
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          onClick={() => {
            closeOverlay();
            // After this dialog has closed and returned focus, so the newsletter returns it there too.
            setTimeout(openNewsletter, 0);
          }}
        >
          Never miss a super deal: get deal alerts
        </button>
      </div>
    </div>
  );
}
