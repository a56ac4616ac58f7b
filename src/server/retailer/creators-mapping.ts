import { z } from 'zod';
import { toCents } from '../../rules/cents';
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

/** A field the listing may carry: a value of the wrong shape reads as absent instead of spoiling the item. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The retailer's enum words (IN_STOCK, PRIME_EXCLUSIVE, LIGHTNING_DEAL): anything else is dropped. */
const enumWord = lenient(z.string().regex(/^[A-Z][A-Z_]{0,39}$/));

const listingSchema = z
  .object({
    isBuyBoxWinner: z.boolean().optional(),
    type: enumWord,
    price: z
      .object({
        money: money.optional(),
        pricePerUnit: lenient(
          z
            .object({ amount: z.number().positive().max(100_000), displayAmount: z.string().max(60).optional() })
            .loose(),
        ),
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
    availability: lenient(z.object({ type: enumWord }).loose()),
    dealDetails: lenient(
      z
        .object({
          badge: lenient(z.string().trim().min(1).max(60)),
          startTime: lenient(z.string().max(40)),
          endTime: lenient(z.string().max(40)),
          percentClaimed: lenient(z.number().min(0).max(100)),
          accessType: enumWord,
        })
        .loose(),
    ),
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

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A deal time the retailer sent: a readable date within a year of the answer, else null. */
function dealTime(text: string | undefined, fetchedAt: Date): Date | null {
  const time = text ? new Date(text) : null;
  if (!time || Number.isNaN(time.getTime())) return null;
  return Math.abs(time.getTime() - fetchedAt.getTime()) <= YEAR_MS ? time : null;
}

/** The unit a price per unit names ("$0.21 / Count", "($0.05/fl oz)": 'count', 'fl oz'); 'unit' when it names none. */
function unitOfPricePerUnit(displayAmount: string | undefined): string | null {
  if (displayAmount === undefined) return 'unit';
  const unit = /\/\s*([a-z][a-z .]{0,19}?)\s*\)?\s*$/i.exec(displayAmount)?.[1];
  return unit ? unit.toLowerCase() : null;
}

/** The retailer's unit price of a listing, when it sends one with a readable unit. */
function unitPriceOf(perUnit: { amount: number; displayAmount?: string } | undefined) {
  const unit = perUnit ? unitOfPricePerUnit(perUnit.displayAmount) : null;
  return perUnit && unit
    ? { unitPrice: perUnit.amount, unitPriceUnit: unit }
    : { unitPrice: null, unitPriceUnit: null };
}

/**
 * Maps one Creators API item to our terms. Null when it cannot be a deal (no readable
 * shape or no price). `isPrime` is true only for results of a Prime-filtered search.
 * Offer details of the wrong shape or out of range (a date that is no date, 140% claimed)
 * are left out, never the item.
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
  const deal = listing?.dealDetails;
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
    ...unitPriceOf(listing?.price?.pricePerUnit),
    discountPercentage,
    rating: rating !== undefined && rating >= 0 && rating <= 5 ? rating : null,
    reviewCount: item.customerReviews?.count ?? null,
    isPrime: context.isPrime,
    availability: listing?.availability?.type ?? null,
    dealBadge: deal?.badge ?? null,
    dealStartsAt: dealTime(deal?.startTime, context.fetchedAt),
    dealEndsAt: dealTime(deal?.endTime, context.fetchedAt),
    dealPercentClaimed: deal?.percentClaimed === undefined ? null : Math.round(deal.percentClaimed),
    dealAccessType: deal?.accessType ?? null,
    offerType: listing?.type ?? null,
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
    ...(search.minPrice !== undefined ? { minPrice: toCents(search.minPrice) } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: toCents(search.maxPrice) } : {}),
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
