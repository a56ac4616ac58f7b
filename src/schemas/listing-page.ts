import type { CategoryOption } from './categories';
import type { Deal, DealStatistics, SuperDeal } from './deal';

/**
 * Deals of a listing rendered into the page's HTML: the first screen of the grid at every
 * width (two rows of four on a desktop, four rows of two on a phone). The rest load as before.
 */
export const LISTING_FIRST_SCREEN = 8;

/** Best sellers the page's HTML holds: the strip's first batch (a phone shows one, a desktop four). */
export const STRIP_FIRST_SCREEN = 6;

/** Cards the grid shows at first, and adds each time the visitor nears its end. */
export const GRID_BATCH = 16;

/** The home listing holds the first this many deals (docs/product.md 10.3: /api/products/all?limit=500). */
export const HOME_LISTING_SIZE = 500;

/** The home listing's id: every visible deal, at `/`. */
export const HOME_LISTING_ID = 'home';

/** The trending shortcut's listing: no row of the categories table, but a listing the API serves. */
export const TRENDING_LISTING = { id: 'trending', label: 'Trending' } as const;

/** The listing a page opens with (`/` is 'home'), as the server renders it into the HTML. */
export interface InitialListing {
  category: string;
  /** The first screen of its deals, in the order the API lists them. */
  deals: Deal[];
  /** How many visible deals the whole listing has. */
  total: number;
  /** The category bar's tabs. */
  categories: CategoryOption[];
}

/** What `/` and `/category/{id}` show, as the server finds it. */
export interface ListingPageData {
  listing: InitialListing;
  /** The listing's own tab: its label names the page. */
  category: CategoryOption;
  /** The first of "Today's Best Sellers" (home only; null elsewhere); the strip loads the rest. */
  bestSellers: Deal[] | null;
  /** The stats strip's figures (every visible deal). */
  statistics: DealStatistics['overall'];
  /** Today's super deal (the floating actions' button and modal), as GET /api/products/super-deal answers it. */
  superDeal: SuperDeal | null;
}

/** What our server gives the listing pages through Astro's `locals` (src/env.d.ts). */
export interface ListingPageSource {
  /** The public origin (SITE_URL) for canonical links and structured data. */
  siteUrl: string;
  /** The page of a category id (home is 'home'); null when there is no such listing. */
  load(categoryId: string): Promise<ListingPageData | null>;
}
