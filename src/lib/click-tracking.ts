import { getSessionId } from './session-id';
import type { Deal } from '../schemas/deal';

/** Where on the page a deal was clicked (the optional fields of the click event). */
export interface ClickContext {
  clickSource: string;
  section?: string;
  position?: number;
  totalDeals?: number;
  dealType?: string;
  searchQuery?: string;
}

type TrackedDeal = Partial<Deal> & Pick<Deal, 'asin'>;

/** The click event of docs/product.md 6.9. */
function buildClickEvent(deal: TrackedDeal, context: ClickContext, now: Date = new Date()) {
  const price = deal.price ?? 0;
  const originalPrice = deal.originalPrice ?? price;
  return {
    asin: deal.asin,
    clickSource: context.clickSource,
    sessionId: getSessionId(),
    metadata: {
      productType: deal.productType,
      category: deal.category,
      categoryLabel: deal.categoryLabel,
      isPrime: deal.isPrime ?? false,
      isSuperDeal: deal.isSuperDeal ?? false,
      isTiktokTrend: deal.isTiktokTrend ?? false,
      discountPercentage: deal.discountPercentage ?? 0,
      price,
      originalPrice,
      rating: deal.rating ?? 0,
      reviewCount: deal.reviewCount ?? 0,
      timestamp: now.toISOString(),
      userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      referrer: typeof document === 'undefined' ? '' : document.referrer,
      section: context.section,
      position: context.position,
      totalDeals: context.totalDeals,
      dealType: context.dealType,
      searchQuery: context.searchQuery || undefined,
      savings: Math.max(0, Math.round((originalPrice - price) * 100) / 100),
    },
  };
}

/**
 * POST /api/deal-clicks/track, fire and forget: failures are only logged. The HTTP client loads
 * with the first click on a page that has not loaded it yet (a deal page, /welcome).
 */
export function trackDealClick(deal: TrackedDeal, context: ClickContext): void {
  const event = buildClickEvent(deal, context);
  import('./http')
    .then(({ http }) => http.post('/api/deal-clicks/track', 'clickAccepted', event))
    .catch((err: unknown) => {
      console.warn('[api] Failed to track deal click', err instanceof Error ? err.message : err);
    });
}
