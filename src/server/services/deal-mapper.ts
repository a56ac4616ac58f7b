import type { Deal, EssentialItem, ProductType, SuperDeal } from '../../schemas/deal';
import type { DealRow, EssentialRow } from '../db/schema';

const toDollars = (cents: number) => Math.round(cents) / 100;

/** The retailer's unit price on the wire: dollars from stored mills, and its unit. */
const unitPriceOf = (row: Pick<DealRow, 'unitPriceMills' | 'unitPriceUnit'>) => ({
  unitPrice: row.unitPriceMills === null ? null : row.unitPriceMills / 1000,
  unitPriceUnit: row.unitPriceUnit,
});

/** A stored deal as the API sends it. */
export function toDeal(row: DealRow): Deal {
  return {
    _id: row.id,
    asin: row.asin,
    title: row.title,
    description: row.description,
    brand: row.brand,
    imageUrl: row.imageUrl,
    amazonUrl: row.amazonUrl,
    price: toDollars(row.priceCents),
    originalPrice: toDollars(row.originalPriceCents),
    discountPercentage: row.discountPercentage,
    savings: toDollars(Math.max(0, row.originalPriceCents - row.priceCents)),
    savingBasisType: row.savingBasisType,
    savingBasisLabel: row.savingBasisLabel,
    unitCount: row.unitCount,
    unitLabel: row.unitLabel,
    approvedDiscountPercentage: row.approvedDiscountPercentage,
    priceBadges: [],
    rating: row.rating,
    reviewCount: row.reviewCount,
    category: row.category,
    categoryLabel: row.categoryLabel,
    isPrime: row.isPrime,
    isSuperDeal: row.isSuperDeal,
    isTiktokTrend: row.isTiktokTrend,
    isApproved: row.isApproved,
    isExpired: row.isExpired,
    productType: row.productType as ProductType,
    precedenceOrder: row.precedenceOrder,
    takesPrecedence: row.takesPrecedence,
    dealBadge: row.dealBadge,
    dealStartsAt: row.dealStartsAt ? row.dealStartsAt.toISOString() : null,
    dealEndsAt: row.dealEndsAt ? row.dealEndsAt.toISOString() : null,
    dealPercentClaimed: row.dealPercentClaimed,
    dealAccessType: row.dealAccessType,
    offerType: row.offerType,
    ...unitPriceOf(row),
    source: row.source === 'manual' ? 'manual' : 'feed',
    availability: row.availability,
    priceFetchedAt: row.priceFetchedAt.toISOString(),
    priceChangedAt: row.priceChangedAt ? row.priceChangedAt.toISOString() : null,
    lastUpdated: row.lastUpdated.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The super deal popup's shape. */
export function toSuperDeal(row: DealRow): SuperDeal {
  const savingsCents = Math.max(0, row.originalPriceCents - row.priceCents);
  return {
    _id: row.id,
    asin: row.asin,
    title: row.title,
    imageUrl: row.imageUrl,
    amazonUrl: row.amazonUrl,
    currentPrice: toDollars(row.priceCents),
    originalPrice: toDollars(row.originalPriceCents),
    savings: toDollars(savingsCents),
    savingsPercentage: row.originalPriceCents > 0 ? Math.round((savingsCents / row.originalPriceCents) * 100) : 0,
    savingBasisType: row.savingBasisType,
    savingBasisLabel: row.savingBasisLabel,
    dealEndsAt: row.dealEndsAt ? row.dealEndsAt.toISOString() : null,
    priceFetchedAt: row.priceFetchedAt.toISOString(),
    category: row.category,
    categoryLabel: row.categoryLabel,
    rating: row.rating,
    reviewCount: row.reviewCount,
    isPrime: row.isPrime,
  };
}

export function toEssentialItem(row: EssentialRow): EssentialItem {
  return {
    category: row.category,
    asin: row.asin,
    title: row.title,
    price: toDollars(row.priceCents),
    originalPrice: toDollars(row.originalPriceCents),
    discountPercentage: row.discountPercentage,
    savingBasisType: row.savingBasisType,
    savingBasisLabel: row.savingBasisLabel,
    unitCount: row.unitCount,
    unitLabel: row.unitLabel,
    offerType: row.offerType,
    ...unitPriceOf(row),
    imageUrl: row.imageUrl,
    detailPageUrl: row.detailPageUrl,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}
