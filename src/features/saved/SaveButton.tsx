import { heart } from '../../components/icon-paths';
import { useStoreFromServer } from '../../lib/island-stores';
import { NOTHING_SAVED } from './saved-list';
import { $savedDeals, isSaved, toggleSaved } from './saved.store';

interface Props {
  asin: string;
  title: string;
  imageUrl: string;
  /** Where it sits (absolute position classes). */
  className?: string;
}

/**
 * The heart that saves a deal on this device. Rendered unsaved on the server and during
 * hydration (the list lives in localStorage), then shows the stored state.
 */
export function SaveButton({ asin, title, imageUrl, className = '' }: Props) {
  const saved = isSaved(useStoreFromServer($savedDeals, NOTHING_SAVED), asin);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? 'Saved' : 'Save deal'}
      title={saved ? 'Saved: tap to remove' : 'Save deal'}
      data-testid="save-deal"
      onClick={() => toggleSaved({ asin, title, imageUrl })}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/95 text-brand-700 shadow-sm ring-1 ring-brand-200 transition hover:bg-brand-50 ${className}`}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={heart} />
      </svg>
    </button>
  );
}
