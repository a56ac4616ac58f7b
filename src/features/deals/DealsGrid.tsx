import { useEffect, type ReactNode } from 'react';
import { DealCard } from '../../components/DealCard';
import { DealCardSkeleton } from '../../components/DealCardSkeleton';
import { SaveButton } from '../../components/SaveButton';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { brand } from '../../config/brand';
import { homeCopy } from '../../config/home-copy';
import { useStoreFromServer } from '../../lib/island-stores';
import { useProgressiveList } from '../../lib/use-progressive-list';
import type { Deal } from '../../schemas/deal';
import { GRID_BATCH, type InitialListing } from '../../schemas/listing-page';
import { trackDealClick } from '../../lib/click-tracking';
import {
  $category,
  $query,
  $view,
  HOME_CATEGORY,
  INITIAL_VIEW,
  initialView,
  loadRest,
  selectCategory,
} from '../../stores/deals.store';
import { NOTHING_SAVED } from '../../stores/saved-list';
import { $savedDeals, isSaved, toggleSaved } from '../../stores/saved.store';
import { startListing } from '../../stores/url-sync';

const GRID_SKELETONS = 8;
/** Cards mounted per task while a batch fills in. */
const CARDS_PER_TASK = 4;

/**
 * The deals listing: title, refresh note, 1–4 column grid, skeletons and the empty state.
 * `initial`: the first screen of deals the page's HTML holds (the stores start from the same).
 */
export function DealsGrid({ initial }: { initial?: InitialListing }) {
  const view = useStoreFromServer($view, initial ? initialView(initial) : INITIAL_VIEW);
  const category = useStoreFromServer($category, initial?.category ?? HOME_CATEGORY);
  const query = useStoreFromServer($query, '').trim();

  useEffect(startListing, []);

  return (
    <section id="deals" aria-labelledby="deals-title" aria-busy={view.loading} className="scroll-mt-40">
      <div className="mb-4">
        <h2 id="deals-title" className="text-2xl font-extrabold sm:text-3xl">
          {view.title}
        </h2>
        <p className="mt-1 text-sm font-semibold text-brand-800">
          <Icon d={icons.flame} size={16} className="-mt-0.5 mr-1" />
          {homeCopy.refreshNote}
        </p>
        <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="deals-count">
          {view.loading ? 'Loading deals…' : `${view.count} ${view.count === 1 ? 'deal' : 'deals'}`}
        </p>
      </div>
      {view.loading ? (
        <Grid>
          {Array.from({ length: GRID_SKELETONS }, (_, i) => (
            <li key={i}>
              <DealCardSkeleton />
            </li>
          ))}
        </Grid>
      ) : view.deals.length === 0 ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-card" data-testid="deals-empty">
          <Icon d={icons.basket} size={44} className="text-brand-700" />
          <p className="mt-3 text-lg font-bold">No {view.label} deals found</p>
          {view.failed && <p className="mx-auto mt-2 max-w-md text-sm text-muted">{brand.backendUnavailableMessage}</p>}
          <button type="button" className="btn-primary mt-5" onClick={() => selectCategory(HOME_CATEGORY)}>
            Browse home deals
          </button>
        </div>
      ) : (
        <DealList
          key={`${category}|${query}`}
          deals={view.deals}
          section={query ? 'search' : category}
          searchQuery={query}
          firstMounted={initial?.category === category && !query ? initial.deals.length : 0}
          partial={view.count > view.deals.length}
        />
      )}
    </section>
  );
}

interface DealListProps {
  deals: Deal[];
  section: string;
  searchQuery: string;
  /** Cards the page's HTML already holds: they are there from the first render. */
  firstMounted: number;
  /** Only the first screen of the listing is here (from the page's HTML): nearing its end reads the rest. */
  partial: boolean;
}

/** The cards, GRID_BATCH at a time: more appear as the end of the list comes near. */
function DealList({ deals, section, searchQuery, firstMounted, partial }: DealListProps) {
  const { shown, hasMore, sentinel, showMore } = useProgressiveList(deals.length, {
    batch: GRID_BATCH,
    perTask: CARDS_PER_TASK,
    firstMounted,
    rootMargin: '600px',
    fetchMore: partial ? loadRest : undefined,
  });
  // The saved list lives in localStorage: the hearts show unsaved until hydration is done.
  const savedDeals = useStoreFromServer($savedDeals, NOTHING_SAVED);

  return (
    <>
      <Grid>
        {deals.slice(0, shown).map((deal, i) => (
          <li key={deal._id} className="lazy-card">
            <DealCard
              deal={deal}
              eager={i < 2}
              imageAction={
                <SaveButton
                  saved={isSaved(savedDeals, deal.asin)}
                  onToggle={() => toggleSaved({ asin: deal.asin, title: deal.title, imageUrl: deal.imageUrl })}
                />
              }
              onClaim={(d) =>
                trackDealClick(d, {
                  clickSource: 'deal-grid',
                  section,
                  position: i + 1,
                  totalDeals: deals.length,
                  dealType: d.productType,
                  searchQuery,
                })
              }
            />
          </li>
        ))}
      </Grid>
      {hasMore && (
        <div ref={sentinel} className="mt-6 text-center">
          <button type="button" className="btn-secondary" onClick={showMore}>
            Show more deals
          </button>
        </div>
      )}
    </>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}
