import { formatCount } from '../lib/format';
import { ratingText } from '../lib/format';

/** '★ 4.6 (1,234)': only when the rating is above 0. */
export function RatingChip({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const text = ratingText(rating);
  if (!text) return null;
  return (
    <span className="inline-flex items-center gap-1 self-start rounded-full bg-sun-100 px-2 py-0.5 text-xs font-semibold text-ink">
      <span aria-hidden="true" className="text-[#a15c00]">
        ★
      </span>
      <span className="sr-only">Rated </span>
      {text}
      {reviewCount ? <span className="font-normal text-muted">({formatCount(reviewCount)})</span> : null}
    </span>
  );
}
