import { atom, computed } from 'nanostores';
import { DEFAULT_CATEGORIES } from '../schemas/category-lists';
import type { CategoryOption } from '../schemas/categories';
import type { Deal } from '../schemas/deal';
import { HOME_LISTING_ID, TRENDING_LISTING, type InitialListing } from '../schemas/listing-page';
import { fetchAllDeals, fetchCategories, fetchCategoryDeals, fetchTrendingDeals } from '../lib/deals-api';
import { isLive, matchesSearch } from '../rules/deal-rules';
import { readListingSeed } from './listing-seed';

/** The home listing: category bar, search and the deals grid share these stores. */

export const HOME_CATEGORY = HOME_LISTING_ID;
export const TRENDING_CATEGORY = TRENDING_LISTING.id;
/** New deals apply this long after a category switch (docs/product.md 13.1). */
const CATEGORY_SWITCH_MS = 300;

interface Listing {
  deals: Deal[];
  loading: boolean;
  /** The backend could not be reached or answered with an error. */
  failed: boolean;
  /** How many deals the whole listing has, while only its first screen is here (from the page's HTML). */
  total?: number;
}

const EMPTY_LOADING: Listing = { deals: [], loading: true, failed: false };

const firstScreen = (initial: InitialListing): Listing => ({
  deals: initial.deals,
  loading: false,
  failed: false,
  total: initial.total,
});

/** The listing whose first screen the page's HTML shows: the stores start from it, so no island redraws it. */
const seed = readListingSeed();

export const $categories = atom<CategoryOption[]>(seed?.categories.length ? seed.categories : DEFAULT_CATEGORIES);
export const $category = atom<string>(seed?.category ?? HOME_CATEGORY);
export const $query = atom<string>('');
const $allDeals = atom<Listing>(EMPTY_LOADING);
const $categoryDeals = atom<Listing>(seed ? firstScreen(seed) : EMPTY_LOADING);

export const $isSearching = computed($query, (q) => q.trim().length > 0);

export interface DealsView extends Listing {
  /** The grid heading: the category label, or 'Search: <query>'. */
  title: string;
  /** What the empty state names: 'No <label> deals found'. */
  label: string;
  /** How many deals the listing has (more than `deals` while only the first screen is here). */
  count: number;
}

/** What the grid shows: its title, the live deals, and whether it is loading. */
export function dealsView(
  categories: CategoryOption[],
  category: string,
  query: string,
  all: Listing,
  current: Listing,
  now = new Date(),
): DealsView {
  const q = query.trim();
  if (q) {
    const found = all.deals.filter((d) => isLive(d, now) && matchesSearch(d, q));
    return {
      title: `Search: ${q}`,
      label: q,
      deals: found,
      count: found.length,
      loading: all.loading,
      failed: all.failed,
    };
  }
  const label = [...categories, TRENDING_LISTING].find((c) => c.id === category)?.label;
  const shown = current.deals.filter((d) => isLive(d, now));
  return {
    title: label ?? 'All Deals',
    label: label ?? category,
    deals: shown,
    count: current.total ?? shown.length,
    loading: current.loading,
    failed: current.failed,
  };
}

export const $view = computed([$categories, $category, $query, $allDeals, $categoryDeals], (...args) =>
  dealsView(...args),
);

/** The view the static build renders (skeletons under the home title). */
export const INITIAL_VIEW = dealsView(DEFAULT_CATEGORIES, HOME_CATEGORY, '', EMPTY_LOADING, EMPTY_LOADING);

/** The view of a page whose HTML holds the first screen of its listing. */
export function initialView(initial: InitialListing): DealsView {
  return dealsView(initial.categories, initial.category, '', EMPTY_LOADING, firstScreen(initial));
}

let started = false;
let switchSeq = 0;
/** The category whose first screen came with the page, until its whole list replaces it. */
let seededCategory = seed?.category ?? null;
let allDealsRequest: Promise<void> | null = null;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function loadAllDeals(): Promise<void> {
  allDealsRequest ??= fetchAllDeals().then((res) => {
    $allDeals.set({ deals: res.data.products, loading: false, failed: res.failed });
  });
  return allDealsRequest;
}

async function dealsFor(category: string): Promise<Listing> {
  if (category === HOME_CATEGORY) {
    await loadAllDeals();
    return $allDeals.get();
  }
  const res = category === TRENDING_CATEGORY ? await fetchTrendingDeals() : await fetchCategoryDeals(category);
  return { deals: res.data, loading: false, failed: res.failed };
}

let wantRest: () => void = () => {};
/** Resolves once the rest of the listing whose first screen came with the page is wanted. */
const restWanted = new Promise<void>((resolve) => (wantRest = resolve));

/**
 * Reads the rest of the listing the page opened with: when the visitor nears the end of its
 * first screen, asks for more, searches or switches category; not at load (docs/product.md 4.2).
 */
export function loadRest(): void {
  wantRest();
}

/** Loads the categories (once) and the listing, of the category and search the page opened with when given. */
export function startDeals(opened?: { category: string; query: string }): void {
  if (started) return;
  started = true;
  if (opened) {
    $category.set(opened.category);
    setQuery(opened.query);
  }
  // The page's HTML holds the tabs: they are read again with the rest of its listing.
  void (seed?.categories.length ? restWanted : Promise.resolve()).then(fetchCategories).then((res) => {
    if (res.data.length > 0) $categories.set(res.data);
  });
  void loadCategory($category.get(), 0);
}

/**
 * Loads a listing: skeletons first, unless its first screen is already shown (from the page's
 * HTML), which then stays if the whole list cannot be read.
 */
async function loadCategory(category: string, waitMs: number): Promise<void> {
  const seq = ++switchSeq;
  const shown = seededCategory === category;
  seededCategory = null;
  if (!shown) $categoryDeals.set({ deals: [], loading: true, failed: false });
  // The rest of a listing whose first screen is shown waits until it is wanted.
  else await restWanted;
  const [listing] = await Promise.all([dealsFor(category), delay(waitMs)]);
  if (seq === switchSeq && !(shown && listing.failed)) $categoryDeals.set(listing);
}

/** Selects a category: clears the list, shows skeletons, applies new deals after 300 ms. */
export function selectCategory(category: string): void {
  wantRest();
  $query.set('');
  $category.set(category);
  void loadCategory(category, CATEGORY_SWITCH_MS);
}

/** Sets the search text; searching covers every deal, so the full list is loaded. */
export function setQuery(query: string): void {
  $query.set(query);
  if (!query.trim()) return;
  wantRest();
  void loadAllDeals();
}
