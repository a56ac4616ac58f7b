import { useStoreFromServer } from '../../lib/island-stores';
import { $query, setQuery } from '../../stores/deals.store';
import { onListingPage } from '../../stores/url-sync';

/**
 * 'Search deals...' with a clear button; filters the grid as you type. It is also a plain form
 * for /?q=…, which a page without the grid (or without JavaScript) submits.
 */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const query = useStoreFromServer($query, '');
  return (
    <form
      role="search"
      action="/"
      method="get"
      className="relative w-full"
      onSubmit={(e) => {
        if (onListingPage()) e.preventDefault();
      }}
    >
      <label htmlFor="deal-search" className="sr-only">
        Search deals
      </label>
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 left-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-brand-50"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
      <input
        id="deal-search"
        name="q"
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="input rounded-full py-2 pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setQuery('');
            document.getElementById('deal-search')?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-lg text-ink hover:bg-brand-50"
        >
          ×
        </button>
      )}
    </form>
  );
}
