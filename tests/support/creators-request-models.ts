/**
 * The request models of Amazon's Creators API Node SDK (creatorsapi-nodejs-sdk 1.2.0:
 * SearchItemsRequestContent, GetItemsRequestContent, their enums and error reasons). The fake
 * checks every catalog request against them, so a field the API does not define fails a test
 * instead of agreeing with our own assumptions. Ranges the SDK leaves open come from Amazon's
 * API reference.
 */

const AVAILABILITY = ['Available', 'IncludeOutOfStock'] as const;
const CONDITION = ['Any', 'New'] as const;
const DELIVERY_FLAG = ['AmazonGlobal', 'FreeShipping', 'FulfilledByAmazon', 'Prime'] as const;
const SORT_BY = ['AvgCustomerReviews', 'Featured', 'NewestArrivals', 'Relevance'] as const;
/** GetItemsResource; SearchItemsResource has these and `searchRefinements`. */
const ITEM_RESOURCE = [
  'browseNodeInfo.browseNodes',
  'browseNodeInfo.browseNodes.ancestor',
  'browseNodeInfo.browseNodes.salesRank',
  'browseNodeInfo.websiteSalesRank',
  'customerReviews.count',
  'customerReviews.starRating',
  ...['primary', 'variants'].flatMap((set) =>
    ['small', 'medium', 'large', 'highRes'].map((size) => `images.${set}.${size}`),
  ),
  ...[
    'byLineInfo',
    'contentInfo',
    'contentRating',
    'classifications',
    'externalIds',
    'features',
    'manufactureInfo',
    'productInfo',
    'technicalInfo',
    'title',
    'tradeInInfo',
  ].map((part) => `itemInfo.${part}`),
  ...[
    'availability',
    'condition',
    'dealDetails',
    'isBuyBoxWinner',
    'loyaltyPoints',
    'merchantInfo',
    'price',
    'type',
  ].map((part) => `offersV2.listings.${part}`),
  'parentASIN',
];
const SEARCH_RESOURCE = [...ITEM_RESOURCE, 'searchRefinements'];

/** ValidationExceptionReason (answered with 400). */
export type ValidationReason =
  'UnknownOperation' | 'CannotParse' | 'FieldValidationFailed' | 'InvalidAssociate' | 'InvalidPartnerTag' | 'Other';
/** AccessDeniedReason (answered with 403). */
export type AccessDeniedReason = 'AssociateNotEligible' | 'AuthorizationFailed' | 'Other';
/** UnauthorizedExceptionReason (answered with 401). */
export type UnauthorizedReason =
  | 'TokenExpired'
  | 'InvalidToken'
  | 'InvalidIssuer'
  | 'MissingClaim'
  | 'MissingKeyId'
  | 'UnsupportedClient'
  | 'InvalidClient'
  | 'MissingCredential'
  | 'Other';

/** SearchItemsRequestContent: every field it defines, and no other. */
export interface SearchItemsRequest {
  actor?: string;
  artist?: string;
  author?: string;
  availability?: (typeof AVAILABILITY)[number];
  brand?: string;
  browseNodeId?: string;
  condition?: (typeof CONDITION)[number];
  currencyOfPreference?: string;
  deliveryFlags?: (typeof DELIVERY_FLAG)[number][];
  itemCount?: number;
  itemPage?: number;
  keywords?: string;
  languagesOfPreference?: string[];
  maxPrice?: number;
  minPrice?: number;
  minReviewsRating?: number;
  minSavingPercent?: number;
  partnerTag?: string;
  properties?: Record<string, string>;
  resources?: string[];
  searchIndex?: string;
  sortBy?: (typeof SORT_BY)[number];
  title?: string;
}

/** GetItemsRequestContent: every field it defines, and no other (no item id type: ids are ASINs). */
export interface GetItemsRequest {
  partnerTag: string;
  itemIds: string[];
  condition?: (typeof CONDITION)[number];
  currencyOfPreference?: string;
  languagesOfPreference?: string[];
  properties?: Record<string, string>;
  resources?: string[];
}

/** One entry of a FieldValidationFailed answer's fieldList (the SDK's ValidationExceptionField). */
export interface FieldProblem {
  name: string;
  message: string;
}

/** A field's check: what is wrong with its value, or null. */
type Check = (value: unknown) => string | null;

const text: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const whole =
  (min: number, max: number): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max
      ? null
      : `must be a whole number ${min} to ${max}`;
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;
const listOf =
  (check: Check, min = 0, max = Infinity): Check =>
  (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return `must be a list of ${min} to ${max} values`;
    return v.map(check).find((problem) => problem !== null) ?? null;
  };
const stringMap: Check = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')
    ? null
    : 'must map strings to strings';
/** Prices are whole cents. */
const cents = whole(0, 1e9);

type Checks<T> = { [K in keyof T]-?: Check };

const searchItemsChecks: Checks<SearchItemsRequest> = {
  actor: text,
  artist: text,
  author: text,
  availability: oneOf(AVAILABILITY),
  brand: text,
  browseNodeId: text,
  condition: oneOf(CONDITION),
  currencyOfPreference: text,
  deliveryFlags: listOf(oneOf(DELIVERY_FLAG)),
  itemCount: whole(1, 10),
  itemPage: whole(1, 10),
  keywords: text,
  languagesOfPreference: listOf(text),
  maxPrice: cents,
  minPrice: cents,
  minReviewsRating: whole(1, 4),
  minSavingPercent: whole(1, 99),
  partnerTag: text,
  properties: stringMap,
  resources: listOf(oneOf(SEARCH_RESOURCE)),
  searchIndex: text,
  sortBy: oneOf(SORT_BY),
  title: text,
};

const getItemsChecks: Checks<GetItemsRequest> = {
  partnerTag: text,
  itemIds: listOf(text, 1, 10),
  condition: oneOf(CONDITION),
  currencyOfPreference: text,
  languagesOfPreference: listOf(text),
  properties: stringMap,
  resources: listOf(oneOf(ITEM_RESOURCE)),
};

/** Per operation: its model's name, checks and required fields (the fake searches by keywords only). */
const models = {
  searchItems: { name: 'SearchItemsRequestContent', checks: searchItemsChecks, required: ['partnerTag', 'keywords'] },
  getItems: { name: 'GetItemsRequestContent', checks: getItemsChecks, required: ['partnerTag', 'itemIds'] },
} satisfies Record<string, { name: string; checks: Record<string, Check>; required: string[] }>;

export type Operation = keyof typeof models;

/** What the real API would refuse in a request body: unknown, missing and ill-typed fields. */
export function fieldProblems(operation: Operation, body: Record<string, unknown>): FieldProblem[] {
  const { name, checks, required } = models[operation];
  const known: Record<string, Check> = checks;
  const problems: FieldProblem[] = required
    .filter((field) => body[field] === undefined)
    .map((field) => ({ name: field, message: 'is required' }));
  for (const [field, value] of Object.entries(body)) {
    const problem = Object.hasOwn(known, field) ? known[field](value) : `is not a field of ${name}`;
    if (problem) problems.push({ name: field, message: problem });
  }
  return problems;
}
