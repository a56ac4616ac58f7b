import { categoryPath } from '../rules/deal-path';
import { HOME_CATEGORY } from './deals.store';

/** The home listing's address: `/` or `/category/{id}` for a category, `/?q=…` for a search. */

/** What the address of the listing names: the selected category and the search text. */
export interface ListingState {
  category: string;
  query: string;
}

const CATEGORY_PATH = /^\/category\/([^/]+)\/?$/;

const isSearch = (state: ListingState) => state.query.trim() !== '';

/** The listing a URL shows, or null when the path is not the listing's (another page). */
export function listingOfUrl(pathname: string, search: string): ListingState | null {
  const query = new URLSearchParams(search).get('q') ?? '';
  if (pathname === '/') return { category: HOME_CATEGORY, query };
  const match = CATEGORY_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { category: decodeURIComponent(match[1]), query };
  } catch {
    return null;
  }
}

/** The address of a listing: a search is `/?q=…` whatever the category; home is `/`. */
export function urlOfListing(state: ListingState): string {
  if (isSearch(state)) return `/?${new URLSearchParams({ q: state.query }).toString()}`;
  return state.category === HOME_CATEGORY ? '/' : categoryPath(state.category);
}

/**
 * How moving from one listing to another enters history: typing within a search replaces the
 * entry (Back does not step through keystrokes); a new category, starting or ending a search pushes one.
 */
export function historyStep(from: ListingState, to: ListingState): 'push' | 'replace' | 'none' {
  if (urlOfListing(from) === urlOfListing(to)) return 'none';
  return isSearch(from) && isSearch(to) ? 'replace' : 'push';
}
