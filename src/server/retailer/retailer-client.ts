import { failsEveryCall } from './retailer-errors';

/** ASINs per getItems request: the retailer's limit. */
const GET_ITEMS_BATCH = 10;

/** The list cut into batches of `size` (by default one getItems request each). */
export function inBatches<T>(list: readonly T[], size = GET_ITEMS_BATCH): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}

/** One getItems call: the items returned for the ASINs asked (only those), or why it failed. */
export type ItemsBatch = { asins: string[]; items: RetailerItem[] } | { asins: string[]; error: unknown };

/**
 * Asks the retailer for the ASINs one batch per call and yields each call's answer. A failed
 * call yields its error; when every further call would fail too (sign-in refused, account not
 * eligible), that last answer holds all the ASINs left and nothing more is asked.
 */
export async function* getItemsInBatches(
  retailer: RetailerClient,
  asins: readonly string[],
): AsyncGenerator<ItemsBatch, void, undefined> {
  const batches = inBatches(asins);
  for (const [index, ids] of batches.entries()) {
    let items: RetailerItem[];
    try {
      items = (await retailer.getItems(ids)).items;
    } catch (error) {
      if (failsEveryCall(error)) {
        yield { asins: batches.slice(index).flat(), error };
        return;
      }
      yield { asins: ids, error };
      continue;
    }
    yield { asins: ids, items: items.filter((item) => ids.includes(item.asin)) };
  }
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
