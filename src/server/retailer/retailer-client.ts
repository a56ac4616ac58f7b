import type { AssociatesReportSource } from './associates-report';
import { failsEveryCall, RetailerError } from './retailer-errors';

/** ASINs per getItems request: the retailer's limit. */
const GET_ITEMS_BATCH = 10;

/** The list cut into batches of `size` (by default one getItems request each). */
export function inBatches<T>(list: readonly T[], size = GET_ITEMS_BATCH): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}

/** One getItems call: the items returned for the ASINs asked (only those), or why it failed. */
export type ItemsBatch = { asins: string[]; items: RetailerItem[] } | { asins: string[]; error: unknown };

/** The error of the batches a run's deadline left unasked. */
const deadlineReached = (seconds: number) =>
  new RetailerError('timeout', `the run stopped at its ${seconds} s deadline before reaching them`);

/**
 * Asks the retailer for the ASINs one batch per call and yields each call's answer. A failed
 * call yields its error; when every further call would fail too (sign-in refused, account not
 * eligible), that last answer holds all the ASINs left and nothing more is asked. At the
 * deadline (if any), the call under way is given up and the ASINs left are yielded unreached.
 */
export async function* getItemsInBatches(
  retailer: RetailerClient,
  asins: readonly string[],
  deadline?: { at: number; seconds: number },
): AsyncGenerator<ItemsBatch, void, undefined> {
  const batches = inBatches(asins);
  for (const [index, ids] of batches.entries()) {
    const left = () => batches.slice(index).flat();
    let items: RetailerItem[];
    try {
      const answer = await beforeDeadline(retailer.getItems(ids), deadline?.at);
      if (answer === DEADLINE) {
        yield { asins: left(), error: deadlineReached(deadline?.seconds ?? 0) };
        return;
      }
      items = answer.items;
    } catch (error) {
      if (failsEveryCall(error)) {
        yield { asins: left(), error };
        return;
      }
      yield { asins: ids, error };
      continue;
    }
    yield { asins: ids, items: items.filter((item) => ids.includes(item.asin)) };
  }
}

const DEADLINE = Symbol('deadline');

/** The call's answer, or DEADLINE when the deadline comes first (the call's late outcome is ignored). */
async function beforeDeadline<T>(call: Promise<T>, deadlineAt?: number): Promise<T | typeof DEADLINE> {
  if (deadlineAt === undefined) return call;
  call.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const reached = new Promise<typeof DEADLINE>((resolve) => {
    timer = setTimeout(() => resolve(DEADLINE), Math.max(0, deadlineAt - Date.now()));
  });
  try {
    return await Promise.race([call, reached]);
  } finally {
    clearTimeout(timer);
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
  /** How many units the item holds and the unit's word, singular ('roll'); null when unknown. */
  unitCount: number | null;
  unitLabel: string | null;
  discountPercentage: number;
  rating: number | null;
  reviewCount: number | null;
  isPrime: boolean;
  /** IN_STOCK, OUT_OF_STOCK, ... */
  availability: string | null;
  /** The offer's deal details, each null when absent or unreadable. */
  dealBadge: string | null;
  dealStartsAt: Date | null;
  dealEndsAt: Date | null;
  /** 0 to 100. */
  dealPercentClaimed: number | null;
  /** ALL, PRIME_EXCLUSIVE, ... */
  dealAccessType: string | null;
  /** LIGHTNING_DEAL, SUBSCRIBE_AND_SAVE, ...; null for a plain offer. */
  offerType: string | null;
  /** The retailer's price per unit (dollars) and the unit it names ('count', 'ounce'); null when not sent. */
  unitPrice: number | null;
  unitPriceUnit: string | null;
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
  /** The Associates reports (listReports / getReport), where the retailer offers them. */
  readonly reports?: AssociatesReportSource;
}
