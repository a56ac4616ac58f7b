import { z } from './zod';

export const PRODUCT_TYPES = ['regular', 'curated', 'bestSeller', 'trending'] as const;
const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  regular: 'Regular',
  curated: 'Curated',
  bestSeller: 'Best Seller',
  trending: 'Trending',
};

/** The offer's type and the retailer's own unit price, on deals and essentials alike. */
const offerFields = {
  /** LIGHTNING_DEAL, SUBSCRIBE_AND_SAVE, ...; null for a plain offer. */
  offerType: z.string().nullable(),
  /** The retailer's price per unit in dollars and its unit ('count', 'fl oz'); preferred to our count when sent. */
  unitPrice: z.number().nullable(),
  unitPriceUnit: z.string().nullable(),
};

/** A deal on the wire (docs/product.md 6.1). Prices are dollars; dates are ISO strings. */
export const dealSchema = z.object({
  _id: z.string(),
  asin: z.string(),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  imageUrl: z.string(),
  amazonUrl: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  discountPercentage: z.number(),
  savings: z.number(),
  savingBasisType: z.string().nullable(),
  savingBasisLabel: z.string().nullable(),
  /** How many units the item holds and the unit's word, singular ('roll'); null when unknown. */
  unitCount: z.number().int().positive().nullable(),
  unitLabel: z.string().nullable(),
  /** The discount when the deal was approved (the admin warns when it fell below 10% since); null unapproved. */
  approvedDiscountPercentage: z.number().nullable(),
  /** What our own price checks say ("Lowest price we've seen", "Price dropped $5.00 since Nov 20"); public lists only. */
  priceBadges: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number(),
  category: z.string(),
  categoryLabel: z.string(),
  isPrime: z.boolean(),
  isSuperDeal: z.boolean(),
  isTiktokTrend: z.boolean(),
  isApproved: z.boolean(),
  isExpired: z.boolean(),
  productType: productTypeSchema,
  precedenceOrder: z.number(),
  takesPrecedence: z.boolean(),
  /** The retailer's deal details (docs/product.md, "Stock, lightning deals and unit prices"). */
  dealBadge: z.string().nullable(),
  dealStartsAt: z.string().nullable(),
  dealEndsAt: z.string().nullable(),
  /** How much of a lightning deal is claimed, 0 to 100. */
  dealPercentClaimed: z.number().nullable(),
  /** Who may buy the deal: PRIME_EXCLUSIVE is shown as 'Prime members only'. */
  dealAccessType: z.string().nullable(),
  ...offerFields,
  source: z.enum(['feed', 'manual']),
  availability: z.string().nullable(),
  /** When the retailer last confirmed this price ("Price as of ..."). */
  priceFetchedAt: z.string(),
  /** When a refresh or import last found a different price; null while it never changed. */
  priceChangedAt: z.string().nullable(),
  lastUpdated: z.string(),
  createdAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;
/** A list of deals, as every public list call answers. */
export const dealListSchema = z.array(dealSchema);

/** The super deal popup's shape (docs/product.md 4.7 and 6.5). */
export const superDealSchema = z.object({
  _id: z.string(),
  asin: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  amazonUrl: z.string(),
  currentPrice: z.number(),
  originalPrice: z.number(),
  savings: z.number(),
  savingsPercentage: z.number(),
  savingBasisType: z.string().nullable(),
  savingBasisLabel: z.string().nullable(),
  dealEndsAt: z.string().nullable(),
  priceFetchedAt: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  isPrime: z.boolean(),
});
export type SuperDeal = z.infer<typeof superDealSchema>;

export const pagedDealsSchema = z.object({
  products: z.array(dealSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PagedDeals = z.infer<typeof pagedDealsSchema>;

export const essentialItemSchema = z.object({
  category: z.string(),
  asin: z.string(),
  title: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  discountPercentage: z.number(),
  savingBasisType: z.string().nullable(),
  savingBasisLabel: z.string().nullable(),
  /** How many units the item holds and the unit's word, singular ('roll'); null when unknown. */
  unitCount: z.number().int().positive().nullable(),
  unitLabel: z.string().nullable(),
  ...offerFields,
  imageUrl: z.string(),
  detailPageUrl: z.string(),
  lastUpdated: z.string(),
});
/** The essentials list calls' answer. */
export const essentialItemListSchema = z.array(essentialItemSchema);
export type EssentialItem = z.infer<typeof essentialItemSchema>;

export const dealStatisticsSchema = z.object({
  overall: z.object({
    totalDeals: z.number(),
    averageDiscount: z.number(),
    averageRating: z.number(),
    averagePrice: z.number(),
    totalSavings: z.number(),
    hasPrime: z.number(),
    topCategories: z.array(z.object({ category: z.string(), label: z.string(), count: z.number() })),
  }),
  priceRanges: z.object({
    under10: z.number(),
    under25: z.number(),
    under50: z.number(),
    under100: z.number(),
    over100: z.number(),
  }),
  discountRanges: z.object({
    under10Percent: z.number(),
    under25Percent: z.number(),
    under50Percent: z.number(),
    over50Percent: z.number(),
  }),
  productTypes: z.object({ curated: z.number(), bestSeller: z.number(), trending: z.number(), regular: z.number() }),
  categories: z.record(z.string(), z.number()),
});
export type DealStatistics = z.infer<typeof dealStatisticsSchema>;
