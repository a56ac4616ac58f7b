import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RetailerClient, RetailerItem, RetailerSearch } from '../../src/server/retailer/retailer-client';

/**
 * A local stand-in for the Amazon Creators API (token endpoint + catalog calls). It checks
 * the token, the headers and the body shape like the real service, serves a small
 * catalog, and can be told to fail the next calls in each documented way.
 */

export interface FakeProduct {
  asin: string;
  title: string;
  /** Dollars. */
  price: number;
  /** Saving basis (list/was price), dollars. */
  basis?: number;
  basisType?: string;
  basisLabel?: string;
  savingsPercent?: number;
  rating?: number;
  reviews?: number;
  brand?: string;
  features?: string[];
  image?: string;
  availability?: string;
  badge?: string;
  endTime?: string;
  /** Only returned by searches with deliveryFlags ['Prime'] when true. */
  prime?: boolean;
}

export type Failure =
  | { status: 429; retryAfterSeconds?: number }
  | { status: 401; reason: 'TokenExpired' | 'InvalidClient' }
  | { status: 403; reason?: 'AssociateNotEligible' }
  | { status: 404 }
  | { status: 500 }
  | { status: 400; message: string };

type Operation = 'searchItems' | 'getItems';

/** A searchItems body as the API documents it; checkBody tells when a call's body is not. */
export interface SearchItemsRequest {
  partnerTag: string;
  resources: string[];
  keywords: string;
  searchIndex?: string;
  itemCount?: number;
  itemPage?: number;
  minPrice?: number;
  maxPrice?: number;
  minReviewsRating?: number;
  minSavingPercent?: number;
  deliveryFlags?: string[];
  availability?: string;
}

/** A getItems body as the API documents it; checkBody tells when a call's body is not. */
export interface GetItemsRequest {
  partnerTag: string;
  resources: string[];
  itemIds: string[];
  itemIdType: string;
}

export type RecordedCall = { headers: http.IncomingHttpHeaders } & (
  { operation: 'searchItems'; body: SearchItemsRequest } | { operation: 'getItems'; body: GetItemsRequest }
);
type CallTo<O extends Operation> = Extract<RecordedCall, { operation: O }>;

export interface FakeCreatorsOptions {
  credentialId?: string;
  credentialSecret?: string;
  /** Credential version the client is expected to use (2.x: Cognito form, 3.x: LWA JSON). */
  version?: string;
  partnerTag?: string;
  tokenLifetimeSeconds?: number;
}

/** The raw Creators API item for a product, as searchItems/getItems return it. */
export function toCreatorsItem(p: FakeProduct, partnerTag = 'savvymoms-20') {
  return {
    asin: p.asin,
    detailPageURL: `https://www.amazon.com/dp/${p.asin}?tag=${partnerTag}&linkCode=ogi`,
    itemInfo: {
      title: { displayValue: p.title },
      ...(p.brand ? { byLineInfo: { brand: { displayValue: p.brand } } } : {}),
      ...(p.features ? { features: { displayValues: p.features } } : {}),
    },
    images: {
      primary: {
        large: { url: p.image ?? `https://m.media-amazon.com/images/I/${p.asin}.jpg`, height: 500, width: 500 },
      },
    },
    offersV2: {
      listings: [
        {
          isBuyBoxWinner: true,
          price: {
            money: { amount: p.price, currency: 'USD', displayAmount: `$${p.price.toFixed(2)}` },
            ...(p.basis
              ? {
                  savingBasis: {
                    money: { amount: p.basis, currency: 'USD', displayAmount: `$${p.basis.toFixed(2)}` },
                    savingBasisType: p.basisType ?? 'LIST_PRICE',
                    savingBasisTypeLabel: p.basisLabel ?? 'List Price',
                  },
                }
              : {}),
            ...(p.savingsPercent !== undefined ? { savings: { percentage: p.savingsPercent } } : {}),
          },
          availability: { type: p.availability ?? 'IN_STOCK' },
          ...(p.badge || p.endTime ? { dealDetails: { badge: p.badge, endTime: p.endTime, accessType: 'ALL' } } : {}),
          merchantInfo: { name: 'Amazon.com' },
        },
      ],
    },
    ...(p.rating !== undefined || p.reviews !== undefined
      ? { customerReviews: { count: p.reviews, starRating: p.rating !== undefined ? { value: p.rating } : undefined } }
      : {}),
  };
}

const isInt = (v: unknown, min: number, max: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export async function startFakeCreatorsApi(options: FakeCreatorsOptions = {}) {
  const credentialId = options.credentialId ?? 'fake-client-id';
  const credentialSecret = options.credentialSecret ?? 'fake-client-secret';
  const version = options.version ?? '3.1';
  const partnerTag = options.partnerTag ?? 'savvymoms-20';
  const products = new Map<string, FakeProduct>();
  const failures: { operation: Operation | '*'; failure: Failure }[] = [];
  const validTokens = new Set<string>();
  const calls: RecordedCall[] = [];
  const tokenRequests: { contentType: string; body: Record<string, unknown> }[] = [];
  /** Requests the real service would reject for their shape. */
  const problems: string[] = [];
  let tokenSerial = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const reject = (res: http.ServerResponse, problem: string) => {
    problems.push(problem);
    send(res, 400, { type: 'ValidationException', reason: 'FieldValidationFailed', message: problem });
  };

  function handleToken(req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const contentType = String(req.headers['content-type'] ?? '');
    const cognito = version.startsWith('2.');
    let body: Record<string, unknown>;
    if (cognito) {
      if (!contentType.startsWith('application/x-www-form-urlencoded'))
        return reject(res, `token: expected a form body, got ${contentType}`);
      body = Object.fromEntries(new URLSearchParams(raw));
      if (body.scope !== 'creatorsapi/default') return reject(res, `token: scope ${String(body.scope)}`);
    } else {
      if (!contentType.startsWith('application/json')) return reject(res, `token: expected JSON, got ${contentType}`);
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
      if (body.scope !== 'creatorsapi::default') return reject(res, `token: scope ${String(body.scope)}`);
    }
    tokenRequests.push({ contentType, body });
    if (body.grant_type !== 'client_credentials') return reject(res, `token: grant_type ${String(body.grant_type)}`);
    if (body.client_id !== credentialId || body.client_secret !== credentialSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const token = `fake-token-${++tokenSerial}`;
    validTokens.add(token);
    send(res, 200, { access_token: token, token_type: 'bearer', expires_in: options.tokenLifetimeSeconds ?? 3600 });
  }

  /** Shape problems of a catalog call, per the API's documented limits. */
  function checkBody(call: RecordedCall): string | null {
    if (call.body.partnerTag !== partnerTag) return `partnerTag must be ${partnerTag}`;
    if (!Array.isArray(call.body.resources) || call.body.resources.length === 0) return 'resources must be a list';
    if (call.operation === 'getItems') {
      const { body } = call;
      if (!Array.isArray(body.itemIds) || body.itemIds.length < 1 || body.itemIds.length > 10)
        return 'itemIds must hold 1 to 10 ASINs';
      if (body.itemIdType !== 'ASIN') return 'itemIdType must be ASIN';
      return null;
    }
    const { body } = call;
    if (typeof body.keywords !== 'string' || !body.keywords.trim()) return 'keywords is required';
    if (!isInt(body.itemCount, 1, 10)) return 'itemCount must be 1 to 10';
    if (!isInt(body.itemPage, 1, 10)) return 'itemPage must be 1 to 10';
    for (const field of ['minPrice', 'maxPrice'] as const) {
      if (body[field] !== undefined && !isInt(body[field], 0, 1e9)) return `${field} must be whole cents`;
    }
    if (body.minReviewsRating !== undefined && !isInt(body.minReviewsRating, 1, 4))
      return 'minReviewsRating must be 1 to 4';
    if (body.minSavingPercent !== undefined && !isInt(body.minSavingPercent, 1, 99))
      return 'minSavingPercent must be 1 to 99';
    if (body.deliveryFlags !== undefined && !Array.isArray(body.deliveryFlags)) return 'deliveryFlags must be a list';
    if (body.availability !== undefined && !['Available', 'IncludeOutOfStock'].includes(body.availability))
      return 'availability is invalid';
    return null;
  }

  function failureBody(failure: Failure) {
    switch (failure.status) {
      case 429:
        return {
          type: 'ThrottleException',
          message: 'Rate exceeded',
          ...(failure.retryAfterSeconds ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
        };
      case 401:
        return {
          type: 'UnauthorizedException',
          reason: failure.reason,
          message: failure.reason === 'TokenExpired' ? 'The access token has expired' : 'Invalid client',
        };
      case 403:
        return {
          type: 'AccessDeniedException',
          reason: failure.reason ?? 'AccessDenied',
          message: 'The associate is not eligible to access the API',
        };
      case 404:
        return { type: 'ResourceNotFoundException', resourceType: 'SearchResult', message: 'No results' };
      case 500:
        return { type: 'InternalServerException', message: 'Internal error' };
      case 400:
        return { type: 'ValidationException', reason: 'InvalidParameterValue', message: failure.message };
    }
  }

  /** A checked searchItems call (checkBody found no problem); paging defaults as the API documents. */
  function search(body: SearchItemsRequest) {
    const words = body.keywords.toLowerCase().split(/\s+/).filter(Boolean);
    const primeOnly = body.deliveryFlags?.includes('Prime') ?? false;
    const matches = [...products.values()].filter(
      (p) => words.some((w) => p.title.toLowerCase().includes(w)) && (!primeOnly || p.prime),
    );
    const { itemPage = 1, itemCount = 10 } = body;
    const start = (itemPage - 1) * itemCount;
    const page = matches.slice(start, start + itemCount);
    if (page.length === 0) return { status: 404, body: failureBody({ status: 404 }) };
    return {
      status: 200,
      body: {
        searchResult: { totalResultCount: matches.length, items: page.map((p) => toCreatorsItem(p, partnerTag)) },
      },
    };
  }

  /** A checked getItems call (checkBody found no problem). */
  function getItems(body: GetItemsRequest) {
    const ids = body.itemIds.map((a) => a.toUpperCase());
    const found = ids.filter((a) => products.has(a));
    const missing = ids.filter((a) => !products.has(a));
    return {
      status: 200,
      body: {
        // Reverse order: results are matched by ASIN, never by position.
        itemsResult: { items: found.reverse().map((a) => toCreatorsItem(products.get(a) as FakeProduct, partnerTag)) },
        ...(missing.length
          ? {
              errors: missing.map((a) => ({
                code: 'ItemNotAccessible',
                message: `The ItemId ${a} is not accessible through the Creators API.`,
              })),
            }
          : {}),
      },
    };
  }

  function handleCatalog(operation: Operation, req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const expectedAuth = version.startsWith('2.') ? /^Bearer (\S+), Version (\S+)$/ : /^Bearer (\S+)$/;
    const auth = expectedAuth.exec(String(req.headers.authorization ?? ''));
    if (!auth) {
      problems.push(`Authorization header: ${req.headers.authorization}`);
      return send(res, 401, {
        type: 'UnauthorizedException',
        reason: 'InvalidToken',
        message: 'Missing or malformed token',
      });
    }
    if (auth[2] !== undefined && auth[2] !== version) return reject(res, `credential version ${auth[2]}`);
    if (req.headers['x-marketplace'] !== 'www.amazon.com')
      return reject(res, `x-marketplace: ${String(req.headers['x-marketplace'])}`);
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return reject(res, 'content-type must be JSON');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return reject(res, 'body is not JSON');
    }
    // Recorded with the documented shape of its operation; checkBody reports a body that does not have it.
    const call: RecordedCall =
      operation === 'searchItems'
        ? { operation, body: body as SearchItemsRequest, headers: req.headers }
        : { operation, body: body as GetItemsRequest, headers: req.headers };
    calls.push(call);
    if (!validTokens.has(auth[1])) return send(res, 401, failureBody({ status: 401, reason: 'TokenExpired' }));
    const failureAt = failures.findIndex((f) => f.operation === operation || f.operation === '*');
    if (failureAt >= 0) {
      const [{ failure }] = failures.splice(failureAt, 1);
      return send(res, failure.status, failureBody(failure));
    }
    const problem = checkBody(call);
    if (problem) return reject(res, problem);
    const answer = call.operation === 'searchItems' ? search(call.body) : getItems(call.body);
    send(res, answer.status, answer.body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method !== 'POST') return send(res, 405, { message: 'POST only' });
      if (path === '/auth/o2/token' || path === '/oauth2/token') return handleToken(req, raw, res);
      if (path === '/catalog/v1/searchItems') return handleCatalog('searchItems', req, raw, res);
      if (path === '/catalog/v1/getItems') return handleCatalog('getItems', req, raw, res);
      send(res, 404, { message: `no route ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    tokenUrl: `${base}${version.startsWith('2.') ? '/oauth2/token' : '/auth/o2/token'}`,
    credentialId,
    credentialSecret,
    version,
    partnerTag,
    calls,
    tokenRequests,
    problems,
    callsTo: <O extends Operation>(operation: O) => calls.filter((c): c is CallTo<O> => c.operation === operation),
    add(...list: FakeProduct[]) {
      for (const p of list) products.set(p.asin, p);
    },
    remove(asin: string) {
      products.delete(asin);
    },
    /** The next `times` calls of the operation (or any, '*') answer with this failure. */
    failNext(operation: Operation | '*', failure: Failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ operation, failure });
    },
    /** Every token issued so far stops working (401 TokenExpired). */
    expireTokens() {
      validTokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeCreatorsApi = Awaited<ReturnType<typeof startFakeCreatorsApi>>;

/** Creators client settings pointing at the fake, fast enough for tests. */
export function clientOptionsFor(fake: FakeCreatorsApi) {
  return {
    credentialId: fake.credentialId,
    credentialSecret: fake.credentialSecret,
    credentialVersion: fake.version as '2.1' | '3.1',
    partnerTag: fake.partnerTag,
    marketplace: 'www.amazon.com',
    apiUrl: fake.url,
    tokenUrl: fake.tokenUrl,
    requestSpacingMs: 0,
    backoffBaseMs: 5,
  };
}

let asinSerial = 0;
/** A unique, valid ASIN for test data. */
export const testAsin = () =>
  `B0${String(Date.now() % 1e5).padStart(5, '0')}${String(++asinSerial % 1000).padStart(3, '0')}`;

/** A retailer item as our client maps it (defaults: a 40% off kitchen product). */
export function retailerItem(overrides: Partial<RetailerItem> = {}): RetailerItem {
  const asin = overrides.asin ?? testAsin();
  return {
    asin,
    title: `Test product ${asin}`,
    description: 'A useful thing.',
    brand: 'Acme',
    imageUrl: `https://m.media-amazon.com/images/I/${asin}.jpg`,
    detailPageUrl: `https://www.amazon.com/dp/${asin}?tag=savvymoms-20`,
    price: 12.99,
    originalPrice: 21.99,
    savingBasisType: 'LIST_PRICE',
    savingBasisLabel: 'List Price',
    discountPercentage: 41,
    rating: 4.5,
    reviewCount: 120,
    isPrime: false,
    availability: 'IN_STOCK',
    dealBadge: null,
    dealEndsAt: null,
    fetchedAt: new Date(),
    ...overrides,
  };
}

/**
 * An in-memory RetailerClient for job and route tests: serves the items it holds, and
 * hooks let a test fail or hold a call.
 */
export function createMemoryRetailer() {
  const items = new Map<string, RetailerItem>();
  /** Search results by keyword text (keywords joined by a space, lower case). */
  const searches = new Map<string, RetailerItem[]>();
  const calls = { getItems: [] as string[][], searchItems: [] as RetailerSearch[] };
  const hooks: {
    getItems?: (asins: string[], call: number) => void | Promise<void>;
    searchItems?: (search: RetailerSearch, call: number) => void | Promise<void>;
  } = {};

  const retailer: RetailerClient = {
    name: 'demo',
    async searchItems(search) {
      calls.searchItems.push(search);
      await hooks.searchItems?.(search, calls.searchItems.length);
      const found = searches.get(search.keywords.join(' ').toLowerCase()) ?? [];
      return found.slice(0, search.maxResults).map((i) => ({ ...i, fetchedAt: new Date() }));
    },
    async getItems(asins) {
      calls.getItems.push(asins);
      await hooks.getItems?.(asins, calls.getItems.length);
      const found = asins
        .filter((a) => items.has(a))
        .map((a) => ({ ...(items.get(a) as RetailerItem), fetchedAt: new Date() }));
      const errors = asins
        .filter((a) => !items.has(a))
        .map((asin) => ({ asin, code: 'ItemNotAccessible', message: `${asin} is not accessible` }));
      return { items: found, errors };
    },
  };

  return {
    retailer,
    items,
    searches,
    calls,
    hooks,
    add(...list: RetailerItem[]) {
      for (const item of list) items.set(item.asin, item);
    },
  };
}

/** A promise a test opens when it wants a held call to go on. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
