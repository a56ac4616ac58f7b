import { Icon } from '../../components/Icon';
import { heart } from '../../components/icon-paths';
import { useStoreFromServer } from '../../lib/island-stores';
import { NOTHING_SAVED } from '../../stores/saved-list';
import { $savedDeals } from '../../stores/saved.store';

/** The header's way to the saved list: a heart with how many deals this device keeps (none on the server). */
export function SavedLink() {
  const count = useStoreFromServer($savedDeals, NOTHING_SAVED).length;
  return (
    <a
      href="/saved"
      className="relative grid h-11 w-11 shrink-0 place-items-center rounded-full text-brand-800 hover:bg-brand-50"
      aria-label={count > 0 ? `Saved deals (${count})` : 'Saved deals'}
      title="Saved deals"
      data-testid="saved-link"
    >
      <Icon d={heart} size={22} />
      {count > 0 && (
        <span
          className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] leading-5 font-bold text-white"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
