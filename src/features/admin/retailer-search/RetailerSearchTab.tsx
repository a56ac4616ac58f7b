import { useStore } from '@nanostores/react';
import { useId, type FormEvent } from 'react';
import { ScrollTopButton } from '../shell/ScrollTopButton';
import { KeywordChips } from './KeywordChips';
import {
  $searchError,
  $searchForm,
  $searchPhase,
  $searchResult,
  setSearchField,
  submitSearch,
} from './retailer-search.store';
import { MAX_RESULTS_MAX, MAX_RESULTS_MIN, MIN_RATING_OPTIONS } from './search-request';

const fieldClass = 'input py-2';

/** Add Retailer Products: search the retailer and import what it finds as manual uploads. */
export function RetailerSearchTab() {
  const id = useId();
  const form = useStore($searchForm);
  const phase = useStore($searchPhase);
  const error = useStore($searchError);
  const result = useStore($searchResult);

  function submit(event: FormEvent) {
    event.preventDefault();
    void submitSearch();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-card"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Search Amazon Products
        </h2>
        <p className="text-sm text-muted">
          New products are added as manual uploads, pending your approval; products already listed keep their category
          and approval. This can take up to 10 seconds.
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div>
          <label htmlFor={`${id}-keywords`} className="mb-1 block text-sm font-semibold">
            Keywords
          </label>
          <KeywordChips inputId={`${id}-keywords`} describedBy={`${id}-keywords-help`} />
          <p id={`${id}-keywords-help`} className="mt-1 text-xs text-muted">
            Press Enter or comma to add; pasted lists are split on commas.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="text-sm font-semibold">
            Min rating
            <select
              className={fieldClass}
              value={form.minRating}
              onChange={(e) => setSearchField('minRating', Number(e.target.value))}
            >
              {MIN_RATING_OPTIONS.map((r) => (
                <option key={r} value={r}>
                  {r === 0 ? 'Any' : `${r}+ stars`}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold">
            Min price ($)
            <input
              className={fieldClass}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={form.minPrice}
              onChange={(e) => setSearchField('minPrice', e.target.value)}
            />
          </label>
          <label className="text-sm font-semibold">
            Max price ($)
            <input
              className={fieldClass}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={form.maxPrice}
              onChange={(e) => setSearchField('maxPrice', e.target.value)}
            />
          </label>
          <label className="text-sm font-semibold">
            Max results
            <input
              className={fieldClass}
              type="number"
              min={MAX_RESULTS_MIN}
              max={MAX_RESULTS_MAX}
              step={1}
              value={form.maxResults}
              onChange={(e) => setSearchField('maxResults', e.target.value)}
            />
          </label>
        </div>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <legend className="sr-only">Options</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={form.dealsOnly}
              onChange={(e) => setSearchField('dealsOnly', e.target.checked)}
            />
            Deals only
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={form.prime}
              onChange={(e) => setSearchField('prime', e.target.checked)}
            />
            Prime only
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={form.includeOutOfStock}
              onChange={(e) => setSearchField('includeOutOfStock', e.target.checked)}
            />
            Include out-of-stock
          </label>
        </fieldset>
        {error && (
          <p role="alert" className="text-sm font-medium text-brand-800">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary self-start" disabled={phase !== 'idle'}>
          {phase === 'searching' ? 'Searching...' : phase === 'submitted' ? 'Request Submitted' : 'Search Products'}
        </button>
        {result && (
          <p role="status" className="text-sm font-semibold break-words text-leaf-700" data-testid="search-result">
            {result}
          </p>
        )}
      </form>
      <ScrollTopButton />
    </section>
  );
}
