import { Icon } from './Icon';
import { heart } from './icon-paths';

interface Props {
  /** Whether the deal is on this device's saved list. */
  saved: boolean;
  onToggle: () => void;
  /** Where it sits (absolute position classes). */
  className?: string;
}

/** The heart that saves a deal on this device or takes it off the list. */
export function SaveButton({ saved, onToggle, className = '' }: Props) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? 'Saved' : 'Save deal'}
      title={saved ? 'Saved: tap to remove' : 'Save deal'}
      data-testid="save-deal"
      onClick={onToggle}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/95 text-brand-700 shadow-sm ring-1 ring-brand-200 transition hover:bg-brand-50 ${className}`}
    >
      <Icon d={heart} size={22} filled={saved} />
    </button>
  );
}
