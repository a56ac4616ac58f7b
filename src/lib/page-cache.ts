/**
 * The service worker's caches, named once for the worker's build config (src/build/service-worker.ts)
 * and the pages that add themselves to it on the first visit (features/offline).
 */
export const PAGE_CACHE = 'pages';
export const DEAL_DATA_CACHE = 'deal-data';
export const IMAGE_CACHE = 'deal-images';
/** The page a navigation falls back to offline when no copy of it is kept. */
export const OFFLINE_PAGE = '/offline';
