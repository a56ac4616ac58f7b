import { useIslandStore } from '../../lib/use-island-store';
import { $query, setQuery } from '../deals/deals.store';

/** 'Search deals...' with a clear button; filters the grid as you type. */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const query = useIslandStore($query, '');
  return (
    <form role="search" className="relative w-full" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="deal-search" className="sr-only">
        Search deals
      </label>
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </span>
      <input
        id="deal-search"
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
