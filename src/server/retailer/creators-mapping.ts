import { z } from 'zod';
import { namedUnits } from '../../rules/unit-words';
import type { RetailerItem, RetailerSearch } from './retailer-client';

/** The item resources every call asks for. */
const ITEM_RESOURCES = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'itemInfo.features',
  'itemInfo.productInfo',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.dealDetails',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
  'customerReviews.count',
  'customerReviews.starRating',
] as const;

/** Results per searchItems page and the most pages the API serves. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGES = 10;
/** "Deals only" asks for at least this saving. */
const DEALS_ONLY_MIN_SAVING_PERCENT = 10;

const money = z.object({ amount: z.number().nonnegative() }).loose();
const displayValue = z.object({ displayValue: z.string() }).loose();

const listingSchema = z
  .object({
    isBuyBoxWinner: z.boolean().optional(),
    price: z
      .object({
        money: money.optional(),
        savingBasis: z
          .object({
            money: money.optional(),
            savingBasisType: z.string().optional(),
            savingBasisTypeLabel: z.string().optional(),
          })
          .loose()
          .optional(),
        savings: z.object({ percentage: z.number().optional(), money: money.optional() }).loose().optional(),
      })
      .loose()
      .optional(),
    availability: z.object({ type: z.string().optional() }).loose().optional(),
    dealDetails: z
      .object({ badge: z.string().optional(), endTime: z.string().optional(), accessType: z.string().optional() })
      .loose()
      .optional(),
  })
  .loose();

/** One item of searchResult.items / itemsResult.items; everything but the ASIN may be missing. */
const creatorsItemSchema = z
  .object({
    asin: z.string().min(1),
    detailPageURL: z.string().optional(),
    itemInfo: z
      .object({
        title: displayValue.optional(),
        byLineInfo: z
          .object({ brand: displayValue.optional(), manufacturer: displayValue.optional() })
          .loose()
          .optional(),
        features: z
          .object({ displayValues: z.array(z.string()) })
          .loose()
          .optional(),
        // SingleIntegerValuedAttribute: { displayValue, label, locale }; the label names the
        // attribute ("NumberOfItems"), not the unit, so the unit's word comes from the title.
        productInfo: z
          .object({ unitCount: z.object({ displayValue: z.number() }).loose().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    images: z
      .object({
        primary: z
          .object({ large: z.object({ url: z.string() }).loose().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    offersV2: z
      .object({ listings: z.array(listingSchema).optional() })
      .loose()
      .optional(),
    customerReviews: z
      .object({
        count: z.number().int().nonnegative().optional(),
        starRating: z.object({ value: z.number() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The item's unit count (`itemInfo.productInfo.unitCount`) with the unit the title names ("24
 * Mega Rolls": 'roll'), else 'item'. Null below 2 units: one unit has no unit price to show.
 */
function unitsOf(unitCount: number | undefined, title: string): Pick<RetailerItem, 'unitCount' | 'unitLabel'> {
  if (unitCount === undefined || !Number.isInteger(unitCount) || unitCount < 2) {
    return { unitCount: null, unitLabel: null };
  }
  return { unitCount, unitLabel: namedUnits(title)?.word ?? 'item' };
}

/**
 * Maps one Creators API item to our terms. Null when it cannot be a deal (no readable
 * shape or no price). `isPrime` is true only for results of a Prime-filtered search.
 */
export function mapCreatorsItem(raw: unknown, context: { isPrime: boolean; fetchedAt: Date }): RetailerItem | null {
  const parsed = creatorsItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  const listings = item.offersV2?.listings ?? [];
  const listing = listings.find((l) => l.isBuyBoxWinner) ?? listings[0];
  const price = listing?.price?.money?.amount;
  if (price === undefined) return null;

  const basis = listing?.price?.savingBasis;
  const basisAmount = basis?.money?.amount;
  const originalPrice = basisAmount !== undefined && basisAmount > price ? round2(basisAmount) : null;
  const statedPercent = listing?.price?.savings?.percentage;
  const discountPercentage =
    statedPercent !== undefined
      ? Math.min(100, Math.max(0, Math.round(statedPercent)))
      : originalPrice
        ? Math.round(((originalPrice - price) / originalPrice) * 100)
        : 0;
  const endTime = listing?.dealDetails?.endTime ? new Date(listing.dealDetails.endTime) : null;
  const rating = item.customerReviews?.starRating?.value;
  const title = item.itemInfo?.title?.displayValue ?? '';

  return {
    asin: item.asin.toUpperCase(),
    title,
    description: (item.itemInfo?.features?.displayValues ?? []).join(' '),
    brand:
      item.itemInfo?.byLineInfo?.brand?.displayValue ?? item.itemInfo?.byLineInfo?.manufacturer?.displayValue ?? '',
    imageUrl: item.images?.primary?.large?.url ?? '',
    detailPageUrl: item.detailPageURL ?? '',
    price: round2(price),
    originalPrice,
    savingBasisType: originalPrice ? (basis?.savingBasisType ?? null) : null,
    savingBasisLabel: originalPrice ? (basis?.savingBasisTypeLabel ?? null) : null,
    ...unitsOf(item.itemInfo?.productInfo?.unitCount?.displayValue, title),
    discountPercentage,
    rating: rating !== undefined && rating >= 0 && rating <= 5 ? rating : null,
    reviewCount: item.customerReviews?.count ?? null,
    isPrime: context.isPrime,
    availability: listing?.availability?.type ?? null,
    dealBadge: listing?.dealDetails?.badge ?? null,
    dealEndsAt: endTime && !Number.isNaN(endTime.getTime()) ? endTime : null,
    fetchedAt: context.fetchedAt,
  };
}

/** The searchItems body for one page of a search. Prices go in cents. */
export function buildSearchBody(search: RetailerSearch, partnerTag: string, itemPage: number) {
  const minStars = search.minRating ? Math.min(4, Math.floor(search.minRating)) : 0;
  return {
    partnerTag,
    keywords: search.keywords.join(' '),
    searchIndex: 'All',
    itemCount: SEARCH_PAGE_SIZE,
    itemPage,
    resources: [...ITEM_RESOURCES],
    ...(search.minPrice !== undefined ? { minPrice: Math.round(search.minPrice * 100) } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: Math.round(search.maxPrice * 100) } : {}),
    ...(minStars >= 1 ? { minReviewsRating: minStars } : {}),
    ...(search.dealsOnly ? { minSavingPercent: DEALS_ONLY_MIN_SAVING_PERCENT } : {}),
    ...(search.prime ? { deliveryFlags: ['Prime'] } : {}),
    availability: search.includeOutOfStock ? 'IncludeOutOfStock' : 'Available',
  };
}

/** The getItems body for up to 10 ASINs (the SDK's GetItemsRequestContent: item ids are ASINs). */
export function buildGetItemsBody(asins: string[], partnerTag: string) {
  return { partnerTag, itemIds: asins, resources: [...ITEM_RESOURCES] };
}
