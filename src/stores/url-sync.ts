import { $category, $query, selectCategory, setQuery, startDeals } from './deals.store';
import { historyStep, listingOfUrl, type ListingState, urlOfListing } from './listing-url';

/** Keeps the home listing and the address bar in step: `/`, `/category/{id}` and `/?q=…`, with Back and Forward. */

let started = false;
let syncQueued = false;

const listingOfLocation = () => listingOfUrl(location.pathname, location.search);

/** Is this page the home listing (so a category tab can switch in place)? */
export const onListingPage = () => listingOfLocation() !== null;

/** Shows what an address names: its search, or its category (with the switch's skeletons). */
function show(target: ListingState): void {
  if (target.query.trim()) setQuery(target.query);
  else if (target.category !== $category.get()) selectCategory(target.category);
  else setQuery('');
}

/** Writes the listing shown into the address bar, pushing or replacing as historyStep says. */
function syncUrl(): void {
  syncQueued = false;
  const inBar = listingOfLocation();
  if (!inBar) return;
  const shown: ListingState = { category: $category.get(), query: $query.get() };
  const step = historyStep(inBar, shown);
  if (step === 'push') history.pushState(null, '', urlOfListing(shown));
  else if (step === 'replace') history.replaceState(null, '', urlOfListing(shown));
}

/** One sync per task: selecting a category sets the search and the category one after the other. */
function queueSync(): void {
  if (syncQueued) return;
  syncQueued = true;
  queueMicrotask(syncUrl);
}

/** Starts the listing at the address the page was opened with, then follows the address both ways. Safe to call from every island. */
export function startListing(): void {
  if (started) return;
  started = true;
  const opened = listingOfLocation();
  startDeals(opened ?? undefined);
  if (!opened) return;
  $category.listen(queueSync);
  $query.listen(queueSync);
  window.addEventListener('popstate', () => {
    const target = listingOfLocation();
    if (target) show(target);
  });
}
