import type { NewDealRow } from '../db/schema';
import type { RetailerItem } from '../retailer/retailer-client';
import { toCents } from '../../rules/cents';

/** The retailer's unit price as stored: mills (thousandths of a dollar) and its unit. */
function unitPriceColumns(item: Pick<RetailerItem, 'unitPrice' | 'unitPriceUnit'>) {
  const mills = item.unitPrice === null ? null : Math.round(item.unitPrice * 1000);
  return mills && mills > 0 && item.unitPriceUnit
    ? { unitPriceMills: mills, unitPriceUnit: item.unitPriceUnit }
    : { unitPriceMills: null, unitPriceUnit: null };
}

/** The retailer's prices as a deal or an essential stores them: cents, the basis, the unit price. */
export function priceColumns(item: RetailerItem) {
  return {
    priceCents: toCents(item.price),
    originalPriceCents: toCents(item.originalPrice ?? item.price),
    discountPercentage: item.discountPercentage,
    savingBasisType: item.savingBasisType,
    savingBasisLabel: item.savingBasisLabel,
    unitCount: item.unitCount,
    unitLabel: item.unitLabel,
    offerType: item.offerType,
    ...unitPriceColumns(item),
  };
}

/** The retailer's current offer: what every write takes from its latest answer. */
export function offerOf(item: RetailerItem, now: Date) {
  return {
    ...priceColumns(item),
    availability: item.availability,
    dealBadge: item.dealBadge,
    dealStartsAt: item.dealStartsAt,
    dealEndsAt: item.dealEndsAt,
    dealPercentClaimed: item.dealPercentClaimed,
    dealAccessType: item.dealAccessType,
    priceFetchedAt: item.fetchedAt,
    lastUpdated: now,
  };
}

/** A new deal as the retailer describes it; the caller adds source and curation. */
export function toDealRow(item: RetailerItem, now: Date): NewDealRow {
  return {
    asin: item.asin,
    title: item.title || item.asin,
    description: item.description,
    brand: item.brand,
    imageUrl: item.imageUrl,
    amazonUrl: item.detailPageUrl,
    ...offerOf(item, now),
    rating: item.rating ?? 0,
    reviewCount: item.reviewCount ?? 0,
    isPrime: item.isPrime,
    createdAt: now,
  };
}
