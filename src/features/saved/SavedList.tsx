import { DealImage } from '../../components/DealImage';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { WatchButton } from '../../components/WatchButton';
import { savedCopy } from '../../config/saved-copy';
import { useInBrowser } from '../../lib/island-stores';
import { useStoreFromServer } from '../../lib/island-stores';
import { dealPath } from '../../rules/deal-path';
import { isOutOfStock, UNAVAILABLE_TEXT } from '../../rules/offer-details';
import { endsSoonText } from './ends-soon';
import { useSavedStates, type LiveState } from './saved-states';
import { NOTHING_SAVED, type SavedDeal } from '../../stores/saved-list';
import { $savedDeals, removeSaved } from '../../stores/saved.store';

/** The saved list of /saved: each deal with its price now, ending soon, or ended, and a remove button. */
export default function SavedList() {
  const hydrated = useInBrowser();
  const saved = useStoreFromServer($savedDeals, NOTHING_SAVED);
  const { states, listKnown, linkRefused } = useSavedStates(
    hydrated,
    saved.map((d) => d.asin),
  );
  const refusedNote = linkRefused && (
    <p className="mb-4 rounded-2xl bg-sun-100 p-3 text-sm text-ink" data-testid="saved-link-refused">
      {savedCopy.linkRefused}
    </p>
  );

  // An empty list may be one this browser lost and the server still keeps: wait for it.
  if (!hydrated || (saved.length === 0 && !listKnown)) {
    return <p className="text-center text-muted">{savedCopy.loading}</p>;
  }
  if (saved.length === 0) {
    return (
      <>
        {refusedNote}
        <div
          className="rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-brand-100"
          data-testid="saved-empty"
        >
          <h2 className="text-xl font-extrabold">{savedCopy.emptyTitle}</h2>
          <p className="mt-2 text-ink/80">{savedCopy.emptyText}</p>
          <a href="/" className="btn-primary mt-5">
            {savedCopy.emptyLink}
          </a>
        </div>
      </>
    );
  }
  const now = new Date();
  return (
    <>
      {refusedNote}
      <ul className="flex flex-col gap-3" aria-label={savedCopy.title}>
        {saved.map((item) => (
          <SavedRow key={item.asin} item={item} state={states[item.asin]} now={now} />
        ))}
      </ul>
    </>
  );
}

function SavedRow({ item, state, now }: { item: SavedDeal; state: LiveState | undefined; now: Date }) {
  const live = typeof state === 'object' ? state : null;
  const title = live?.title ?? item.title;
  const unavailable = live !== null && isOutOfStock(live.availability);
  const endsSoon = live && !unavailable ? endsSoonText(live.dealEndsAt, now) : null;
  return (
    <li
      className={`flex gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ${endsSoon ? 'ring-2 ring-sun-400' : 'ring-brand-100'}`}
      data-testid="saved-deal"
      data-asin={item.asin}
    >
      <DealImage
        src={live?.imageUrl ?? item.imageUrl}
        alt=""
        size={88}
        className={`h-22 w-22 shrink-0 rounded-xl ${state === 'ended' || unavailable ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <a
          href={dealPath(item.asin, title)}
          className="line-clamp-2 text-sm font-semibold hover:text-brand-800 hover:underline"
        >
          {title}
        </a>
        {state === undefined && <p className="text-sm text-muted">{savedCopy.checking}</p>}
        {state === 'failed' && <p className="text-sm text-muted">{savedCopy.checkFailed}</p>}
        {state === 'ended' && <p className="text-sm font-bold text-brand-800">{savedCopy.ended}</p>}
        {unavailable && <p className="text-sm font-bold text-brand-800">{UNAVAILABLE_TEXT}</p>}
        {live && !unavailable && (
          <div>
            <PriceTag price={live.price} originalPrice={live.originalPrice} basis={live} />
            <PriceAsOf fetchedAt={live.priceFetchedAt} />
          </div>
        )}
        {endsSoon && (
          <p
            className="self-start rounded-full bg-sun-100 px-2.5 py-0.5 text-xs font-bold text-ink"
            data-testid="ends-soon"
          >
            {endsSoon}
          </p>
        )}
      </div>
      <div className="flex flex-col items-end gap-2 self-start">
        <button
          type="button"
          className="btn-secondary min-h-11 px-3 py-1.5 text-sm"
          onClick={() => removeSaved(item.asin)}
          aria-label={`${savedCopy.remove}: ${title}`}
        >
          {savedCopy.remove}
        </button>
        <WatchButton asin={item.asin} title={title} rule={unavailable ? 'in-stock' : 'drop'} />
      </div>
    </li>
  );
}
