import { isAsin } from '../../rules/asins';
import { isOutOfStock } from '../../rules/offer-details';
import {
  dealEndsAt,
  demoCatalog,
  demoUnitPrice,
  demoDetailUrl,
  demoImageUrl,
  findDemoProduct,
  INACCESSIBLE_ASIN_PREFIX,
  priceOn,
  type DemoProduct,
} from './demo-catalog';
import { demoAssociatesReports } from './demo-catalog-reports';
import type {
  GetItemsResult,
  RetailerClient,
  RetailerItem,
  RetailerItemError,
  RetailerSearch,
} from './retailer-client';

/** "Deals only" keeps items at least this many percent off (the real API's minSavingPercent). */
export const DEALS_ONLY_MIN_DISCOUNT = 10;

function toRetailerItem(product: DemoProduct, partnerTag: string, at: Date): RetailerItem {
  const { priceCents, discountPercentage } = priceOn(product, at);
  return {
    asin: product.asin,
    title: product.title,
    description: product.description,
    brand: product.brand,
    imageUrl: demoImageUrl(product.asin),
    detailPageUrl: demoDetailUrl(product.asin, partnerTag),
    price: priceCents / 100,
    originalPrice: product.listPriceCents / 100,
    savingBasisType: product.savingBasisType,
    savingBasisLabel: product.savingBasisLabel,
    unitCount: product.unitCount,
    unitLabel: product.unitLabel,
    discountPercentage,
    rating: product.rating,
    reviewCount: product.reviewCount,
    isPrime: product.isPrime,
    availability: product.availability,
    dealBadge: product.dealBadge,
    dealStartsAt: null,
    dealEndsAt: dealEndsAt(product, at),
    dealPercentClaimed: product.dealPercentClaimed,
    dealAccessType: product.dealAccessType,
    offerType: product.offerType,
    ...demoUnitPrice(product, priceCents),
    fetchedAt: at,
  };
}

/** True when the item passes every filter of the search. */
function matches(item: RetailerItem, words: string[], search: RetailerSearch): boolean {
  const text = `${item.title} ${item.brand} ${item.description}`.toLowerCase();
  if (!words.every((w) => text.includes(w))) return false;
  if (search.minRating !== undefined && (item.rating ?? 0) < search.minRating) return false;
  if (search.minPrice !== undefined && item.price < search.minPrice) return false;
  if (search.maxPrice !== undefined && item.price > search.maxPrice) return false;
  if (search.dealsOnly && item.discountPercentage < DEALS_ONLY_MIN_DISCOUNT) return false;
  if (search.prime && !item.isPrime) return false;
  if (!search.includeOutOfStock && isOutOfStock(item.availability)) return false;
  return true;
}

/**
 * The offline retailer: searches the whole demo catalog (seeded, wider pool and essentials)
 * and answers getItems for any well-formed ASIN (unknown ones are synthesised from the ASIN;
 * ASINs starting with B0ZZ answer ItemNotAccessible so per-item errors can be exercised).
 */
export function createDemoCatalogClient(partnerTag: string, now: () => Date = () => new Date()): RetailerClient {
  return {
    name: 'demo',
    reports: demoAssociatesReports(now),

    async searchItems(search: RetailerSearch): Promise<RetailerItem[]> {
      const at = now();
      const words = search.keywords.flatMap((k) => k.toLowerCase().split(/\s+/)).filter(Boolean);
      const { seeded, pool, essentials } = demoCatalog();
      const found = [...pool, ...seeded, ...essentials]
        .map((p) => toRetailerItem(p, partnerTag, at))
        .filter((item) => matches(item, words, search));
      // Most relevant first: more words in the title, then the most reviewed.
      const titleHits = (item: RetailerItem) => words.filter((w) => item.title.toLowerCase().includes(w)).length;
      found.sort(
        (a, b) =>
          titleHits(b) - titleHits(a) || (b.reviewCount ?? 0) - (a.reviewCount ?? 0) || a.asin.localeCompare(b.asin),
      );
      return found.slice(0, Math.min(Math.max(1, Math.floor(search.maxResults)), 100));
    },

    async getItems(asins: string[]): Promise<GetItemsResult> {
      const at = now();
      const items: RetailerItem[] = [];
      const errors: RetailerItemError[] = [];
      for (const asin of new Set(asins)) {
        if (!isAsin(asin)) {
          errors.push({ asin, code: 'InvalidParameterValue', message: `The value ${asin} is not a valid ASIN.` });
          continue;
        }
        const product = asin.startsWith(INACCESSIBLE_ASIN_PREFIX) ? null : findDemoProduct(asin);
        if (product) items.push(toRetailerItem(product, partnerTag, at));
        else
          errors.push({
            asin,
            code: 'ItemNotAccessible',
            message: `The ItemId ${asin} is not accessible through the Creators API.`,
          });
      }
      return { items, errors };
    },
  };
}
