import {
  DEFAULT_SEARCH_RESULTS,
  KEYWORD_MAX_LENGTH,
  MAX_KEYWORDS,
  MAX_SEARCH_RESULTS,
} from '../../../schemas/retailer';

/** The retailer search form and the search-request payload it sends (docs/product.md 7.4 and 9.2). */
export const MIN_RATING_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export const MAX_RESULTS_MIN = 1;
export const MAX_RESULTS_MAX = MAX_SEARCH_RESULTS;
const MAX_RESULTS_DEFAULT = DEFAULT_SEARCH_RESULTS;
const NO_KEYWORD_MESSAGE = 'Please add at least one keyword';

export interface SearchForm {
  keywords: string[];
  /** 0 means Any. */
  minRating: number;
  /** As typed: '' means no limit. */
  minPrice: string;
  maxPrice: string;
  maxResults: string;
  dealsOnly: boolean;
  prime: boolean;
  includeOutOfStock: boolean;
}

export const DEFAULT_SEARCH_FORM: SearchForm = {
  keywords: [],
  minRating: 0,
  minPrice: '',
  maxPrice: '',
  maxResults: String(MAX_RESULTS_DEFAULT),
  dealsOnly: true,
  prime: false,
  includeOutOfStock: false,
};

export interface SearchRequest {
  keywords: string[];
  keyword: string;
  searchCategory: string;
  targetCategory?: string;
  minRating?: number;
  minPrice?: number;
  maxPrice?: number;
  maxResults: number;
  dealsOnly: boolean;
  prime: boolean;
  includeOutOfStock: boolean;
}

const PRICE = /^\d+(\.\d{1,2})?$/;

function price(text: string): number | undefined | 'invalid' {
  const t = text.trim();
  if (t === '') return undefined;
  return PRICE.test(t) ? Number(t) : 'invalid';
}

/** The first problem of the form, as shown to the operator; null when it can be sent. */
export function validateSearchForm(form: SearchForm): string | null {
  if (form.keywords.length === 0) return NO_KEYWORD_MESSAGE;
  if (form.keywords.length > MAX_KEYWORDS) return `Please use at most ${MAX_KEYWORDS} keywords`;
  const long = form.keywords.find((k) => k.length > KEYWORD_MAX_LENGTH);
  if (long) return `Keyword "${long.slice(0, 20)}…" is too long: at most ${KEYWORD_MAX_LENGTH} characters`;
  const min = price(form.minPrice);
  const max = price(form.maxPrice);
  if (min === 'invalid') return 'Min price must be a number of 0 or more, with at most 2 decimals';
  if (max === 'invalid') return 'Max price must be a number of 0 or more, with at most 2 decimals';
  if (min !== undefined && max !== undefined && max < min) return 'Max price must not be below the min price';
  const results = Number(form.maxResults);
  if (!/^\d+$/.test(form.maxResults.trim()) || results < MAX_RESULTS_MIN || results > MAX_RESULTS_MAX) {
    return `Max results must be a whole number from ${MAX_RESULTS_MIN} to ${MAX_RESULTS_MAX}`;
  }
  return null;
}

/** The payload of POST /api/admin/curated-deals/fetch; call only on a valid form. */
export function buildSearchRequest(form: SearchForm): SearchRequest {
  const min = price(form.minPrice);
  const max = price(form.maxPrice);
  const joined = form.keywords.join(' ');
  return {
    keywords: [...form.keywords],
    keyword: joined,
    searchCategory: joined,
    minRating: form.minRating > 0 ? form.minRating : undefined,
    minPrice: typeof min === 'number' ? min : undefined,
    maxPrice: typeof max === 'number' ? max : undefined,
    maxResults: Number(form.maxResults),
    dealsOnly: form.dealsOnly,
    prime: form.prime,
    includeOutOfStock: form.includeOutOfStock,
  };
}

/** The server's message, with '(n products)' added when a count is given and not already said. */
export function resultMessage(message: string | undefined, count: number | undefined): string {
  const text = message ?? 'Products fetched successfully';
  if (typeof count !== 'number' || text.includes(`${count} products`)) return text;
  return `${text} (${count} products)`;
}
