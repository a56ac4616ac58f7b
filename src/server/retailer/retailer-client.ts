/** ASINs per getItems request: the retailer's limit. */
export const GET_ITEMS_BATCH = 10;

/** The list cut into batches of `size` (by default one getItems request each). */
export function inBatches<T>(list: readonly T[], size = GET_ITEMS_BATCH): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}

/** A product as the retailer describes it, mapped to our terms. Prices are dollars. */
export interface RetailerItem {
  asin: string;
  title: string;
  description: string;
  brand: string;
  imageUrl: string;
  /** The retailer's detail URL, already carrying our partner tag: used unchanged. */
  detailPageUrl: string;
  price: number;
  /** The saving basis price (list/was price); null when the item has no saving. */
  originalPrice: number | null;
  savingBasisType: string | null;
  savingBasisLabel: string | null;
  discountPercentage: number;
  rating: number | null;
  reviewCount: number | null;
  isPrime: boolean;
  /** IN_STOCK, OUT_OF_STOCK, ... */
  availability: string | null;
  dealBadge: string | null;
  dealEndsAt: Date | null;
  /** When the retailer answered with this price. */
  fetchedAt: Date;
}

/** A search of the retailer, from the admin's search-request payload. */
export interface RetailerSearch {
  keywords: string[];
  minRating?: number;
  minPrice?: number;
  maxPrice?: number;
  dealsOnly: boolean;
  prime: boolean;
  includeOutOfStock: boolean;
  /** 1 to 100. */
  maxResults: number;
}

export interface RetailerItemError {
  asin: string;
  code: string;
  message: string;
}

export interface GetItemsResult {
  items: RetailerItem[];
  /** Per-ASIN failures (not found, not accessible, ...). */
  errors: RetailerItemError[];
}

/** The retailer, real (Amazon Creators API) or the offline demo catalog. */
export interface RetailerClient {
  readonly name: 'demo' | 'amazon';
  searchItems(search: RetailerSearch): Promise<RetailerItem[]>;
  getItems(asins: string[]): Promise<GetItemsResult>;
}
