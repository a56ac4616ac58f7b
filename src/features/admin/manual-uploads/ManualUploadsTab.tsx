import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PRODUCT_TYPE_LABELS } from '../../../schemas/deal';
import { $categories, $pendingIds } from '../deals-manager/deals.store';
import { ScrollTopButton } from '../shell/ScrollTopButton';
import { ShowMore } from '../shell/ShowMore';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import { ManualDealRow } from './ManualDealRow';
import {
  $manualDeals,
  $manualError,
  $manualIds,
  $manualLoading,
  $manualStatus,
  loadManualUploads,
  setManualStatus,
  type ManualStatusFilter,
} from './manual.store';

const TIPS = [
  'Assign a category before approving',
  'Check the product details',
  'Verify the pricing and discount',
  'Ensure the image quality is good',
];

const TYPE_NOTES = {
  regular: 'Listed in its category and All Deals.',
  curated: 'Hand-picked: shows in Curated Deals.',
  bestSeller: "Shows in 'Today's Best Sellers'.",
  trending: 'Shows under Trending and in the flash widget.',
} as const;

const PAGE = 50;

const STATUS_LABELS: Record<ManualStatusFilter, string> = { all: 'All', pending: 'Pending', approved: 'Approved' };

/** Manage Manual Uploads: tips, product types and the manager of manually uploaded deals. */
export function ManualUploadsTab() {
  const deals = useStore($manualDeals);
  const total = useStore($manualIds).length;
  const loading = useStore($manualLoading);
  const error = useStore($manualError);
  const status = useStore($manualStatus);
  const pending = useStore($pendingIds);
  const categories = useStore($categories);
  const { shown, left, hasMore, sentinel, showMore } = useProgressiveList(deals.length, {
    batch: PAGE,
    rootMargin: '1200px 0px',
    resetKey: status,
  });

  useEffect(() => {
    void loadManualUploads();
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-2xl bg-sun-100 p-4">
          <h2 className="font-bold">Quick Tips</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <section className="rounded-2xl bg-white p-4 shadow-card">
          <h2 className="font-bold">Product Types</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {(Object.keys(TYPE_NOTES) as (keyof typeof TYPE_NOTES)[]).map((t) => (
              <div key={t} className="contents">
                <dt className="font-semibold">{PRODUCT_TYPE_LABELS[t]}</dt>
                <dd className="text-muted">{TYPE_NOTES[t]}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="manual-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="manual-title" className="mr-auto text-lg font-bold">
            Manually Uploaded Deals <span className="text-sm font-normal text-muted">({total})</span>
          </h2>
          <label className="text-sm font-semibold text-muted">
            Status{' '}
            <select
              className="rounded-lg border border-brand-200 bg-white px-2 py-1 text-sm text-ink"
              value={status}
              onChange={(e) => setManualStatus(e.target.value as ManualStatusFilter)}
            >
              {(Object.keys(STATUS_LABELS) as ManualStatusFilter[]).map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            onClick={() => void loadManualUploads()}
            disabled={loading}
          >
            Reload
          </button>
        </div>
        {error ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800"
          >
            <span>{error}</span>
            <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => void loadManualUploads()}>
              Try Again
            </button>
          </div>
        ) : loading && total === 0 ? (
          <p role="status" className="py-10 text-center text-muted">
            Loading deals...
          </p>
        ) : deals.length === 0 ? (
          <div className="rounded-2xl bg-white py-12 text-center shadow-card">
            <p className="font-bold">No deals found</p>
            <p className="text-sm text-muted">Import products by ASIN or from the retailer search.</p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {deals.slice(0, shown).map((d) => (
                <ManualDealRow key={d._id} deal={d} pending={pending.has(d._id)} categories={categories} />
              ))}
            </ul>
            {hasMore && <ShowMore sentinel={sentinel} left={left} onClick={showMore} />}
          </>
        )}
      </section>
      <ScrollTopButton />
    </div>
  );
}
