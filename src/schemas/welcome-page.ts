import type { Deal, DealStatistics } from './deal';

/** What `/welcome` shows from the data, as the server finds it. */
export interface WelcomePageData {
  /** The statistics banner's and the stat tiles' figures (every visible deal). */
  statistics: DealStatistics;
  /** The trending list, as GET /api/products/trending answers it. */
  trending: Deal[];
}

/** What our server gives `/welcome` through Astro's `locals` (src/env.d.ts). */
export interface WelcomePageSource {
  /** The public origin (SITE_URL) for the canonical link. */
  siteUrl: string;
  load(): Promise<WelcomePageData>;
}
