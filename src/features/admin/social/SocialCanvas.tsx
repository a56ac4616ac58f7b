import type { Ref } from 'react';
import { brand } from '../../../config/brand';
import { siteConfig } from '../../../config/site';
import type { Deal } from '../../../schemas/deal';
import { formatUsd, formatDiscount } from '../../../lib/format';
import { hasPriceGap } from '../../../rules/price-gap';
import {
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialPriceNote,
  socialRows,
  socialTitle,
  socialTitleLines,
} from './social-rules';

const PAD = 56;
const GAP = 28;
const HEADER = 190;
const FOOTER = 110;
/** The price note and the disclosure, in the image itself. */
const NOTE = 84;

/** The 1080x1350 post, in pixels; turned into the PNG as it is. */
export function SocialCanvas({ deals, frameRef }: { deals: Deal[]; frameRef?: Ref<HTMLDivElement> }) {
  const rows = socialRows(deals);
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const cardWidth = (SOCIAL_IMAGE_WIDTH - 2 * PAD - (columns - 1) * GAP) / columns;
  const gridHeight = SOCIAL_IMAGE_HEIGHT - HEADER - FOOTER - NOTE - PAD;
  // The cards fill the frame's height whatever their number; taller cards give the title more lines.
  const cardHeight = (gridHeight - (rows.length - 1) * GAP) / Math.max(1, rows.length);
  const scale = Math.min(1.6, cardWidth / 300);
  const titleLines = socialTitleLines(cardWidth, cardHeight);
  const titleSize = 20 * scale;
  const titleWidth = cardWidth - 2 * 18 * scale;

  return (
    <div
      ref={frameRef}
      data-testid="social-canvas"
      style={{ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, fontFamily: 'system-ui, sans-serif' }}
      className="flex flex-col overflow-hidden bg-gradient-to-b from-brand-50 to-white text-ink"
    >
      <div style={{ height: HEADER, padding: `${PAD}px ${PAD}px 0` }} className="text-center">
        <p style={{ fontSize: 30 }} className="font-bold tracking-wide text-brand-700 uppercase">
          {siteConfig.productName}
        </p>
        <p style={{ fontSize: 64, lineHeight: 1.1 }} className="font-black">
          Today&apos;s Top Deals
        </p>
      </div>
      <div style={{ height: gridHeight, gap: GAP, padding: `0 ${PAD}px` }} className="flex flex-col justify-center">
        {rows.map((row, i) => (
          <div key={i} style={{ gap: GAP }} className="flex justify-center">
            {row.map((deal) => (
              <div
                key={deal._id}
                style={{ width: cardWidth, height: cardHeight, padding: 18 * scale, borderRadius: 28 }}
                className="relative flex flex-col bg-white shadow-card"
              >
                <span
                  style={{ fontSize: 26 * scale, padding: `${4 * scale}px ${14 * scale}px`, top: 14, right: 14 }}
                  className="absolute rounded-full bg-brand-700 font-black text-white"
                >
                  {formatDiscount(deal.discountPercentage)}
                </span>
                <div className="flex min-h-0 flex-1 items-center justify-center">
                  <img src={deal.imageUrl} alt="" className="max-h-full max-w-full object-contain" />
                </div>
                <p
                  style={{ fontSize: titleSize, lineHeight: 1.25, marginTop: 10 * scale, WebkitLineClamp: titleLines }}
                  className="line-clamp-2 font-semibold"
                >
                  {socialTitle(deal.title, titleWidth, titleSize, titleLines)}
                </p>
                <p style={{ fontSize: 30 * scale, marginTop: 4 * scale }} className="font-black text-brand-800">
                  {formatUsd(deal.price)}{' '}
                  {hasPriceGap(deal) && (
                    <s style={{ fontSize: 20 * scale }} className="font-semibold text-muted">
                      {formatUsd(deal.originalPrice)}
                    </s>
                  )}
                </p>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div
        style={{ height: NOTE, fontSize: 22, lineHeight: 1.35, padding: `0 ${PAD}px` }}
        className="mt-auto flex flex-col items-center justify-center text-center text-ink/80"
        data-testid="social-note"
      >
        <p className="font-semibold">{socialPriceNote(deals)}</p>
        <p>{brand.disclosure}</p>
      </div>
      <div
        style={{ height: FOOTER, fontSize: 30 }}
        className="flex items-center justify-center bg-brand-700 font-bold text-white"
      >
        Shop these deals — link in bio
      </div>
    </div>
  );
}
