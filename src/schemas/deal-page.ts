import type { PricePoint } from '../rules/price-badges';
import type { CategoryOption } from './categories';
import type { Deal } from './deal';

/** Most deals a deal page lists beside its own (related, or live ones in place of an ended deal). */
export const DEAL_PAGE_LIST_SIZE = 8;

/** What a deal page at /deal/{ASIN} shows, as the server finds it. */
export type DealPageData =
  /**
   * live: a visible deal, the prices we observed for it (oldest first) and up to 8 visible deals of
   * its category; unavailable: the same for a deal we offer that the retailer has run out of
   * (answered 200, 'Currently unavailable at Amazon', no buy button).
   */
  | { state: 'live' | 'unavailable'; deal: Deal; history: PricePoint[]; related: Deal[] }
  /**
   * ended: a deal we had that is no longer visible (answered 410), with its title when we still
   * know it; unknown: an ASIN we never had, or no ASIN at all (answered 404). Both list live
   * deals: of the ended deal's category (`category`), else the top deals (`category` null).
   */
  | { state: 'ended' | 'unknown'; title: string | null; category: CategoryOption | null; deals: Deal[] };

/** What our server gives the on-demand pages through Astro's `locals` (src/env.d.ts). */
export interface DealPageSource {
  /** The public origin (SITE_URL) for canonical links and structured data. */
  siteUrl: string;
  /** The page of an ASIN (null: not an ASIN), from the database through our services. */
  load(asin: string | null): Promise<DealPageData>;
}
