import { SaveButton } from '../../components/SaveButton';
import { useStoreFromServer } from '../../lib/island-stores';
import { NOTHING_SAVED, type SavedDeal } from '../../stores/saved-list';
import { $savedDeals, isSaved, toggleSaved } from '../../stores/saved.store';

/**
 * The save heart of one deal as an island of its own (the deal page). Rendered unsaved on the
 * server and during hydration (the list lives in localStorage), then shows the stored state.
 */
export function SaveDealButton({ className, ...deal }: Omit<SavedDeal, 'savedAt'> & { className?: string }) {
  const saved = isSaved(useStoreFromServer($savedDeals, NOTHING_SAVED), deal.asin);
  return <SaveButton saved={saved} onToggle={() => toggleSaved(deal)} className={className} />;
}
