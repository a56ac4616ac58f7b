import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RetailerClient, RetailerItem, RetailerSearch } from '../../src/server/retailer/retailer-client';
import {
  type AccessDeniedReason,
  type FieldProblem,
  fieldProblems,
  type GetItemsRequest,
  type Operation,
  type SearchItemsRequest,
  type UnauthorizedReason,
  type ValidationReason,
} from './creators-request-models';
import { fakeReportStore } from './fake-creators-reports';

/**
 * A local stand-in for the Amazon Creators API (token endpoint + catalog calls). It checks
 * the token, the headers and the body against the SDK's request models like the real
 * service, serves a small catalog, and can be told to fail the next calls in each way the
 * SDK's error models describe.
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
  /** itemInfo.productInfo.unitCount's displayValue. */
  unitCount?: number;
  image?: string;
  availability?: string;
  badge?: string;
  endTime?: string;
  startTime?: string;
  percentClaimed?: number;
  /** dealDetails.accessType; 'ALL' by default when the product has deal details. */
  accessType?: string;
  /** The listing's offer type (LIGHTNING_DEAL, SUBSCRIBE_AND_SAVE, ...). */
  type?: string;
  /** price.pricePerUnit: dollars and the display text ("$0.21 / Count"). */
  pricePerUnit?: { amount: number; displayAmount?: string };
  /** Sent as the listing's dealDetails instead of the fields above (hostile shapes). */
  rawDealDetails?: unknown;
  /** Only returned by searches with deliveryFlags ['Prime'] when true. */
  prime?: boolean;
}

export type Failure =
  /** `retryAfter`: the Retry-After header (delay-seconds or an HTTP date); the body never says when. */
  | { status: 429; retryAfter?: string }
  | { status: 401; reason: UnauthorizedReason }
  | { status: 403; reason: AccessDeniedReason }
  /** ResourceNotFound: what the API answers a search that finds nothing. */
  | { status: 404 }
  | { status: 500 }
  | { status: 400; reason: ValidationReason; message: string };

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
      ...(p.unitCount !== undefined
        ? { productInfo: { unitCount: { displayValue: p.unitCount, label: 'NumberOfItems', locale: 'en_US' } } }
        : {}),
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
                    savingBasisTypeLabel: p.basisLabel ?? 'List Price:',
                  },
                }
              : {}),
            ...(p.savingsPercent !== undefined ? { savings: { percentage: p.savingsPercent } } : {}),
            ...(p.pricePerUnit ? { pricePerUnit: { currency: 'USD', ...p.pricePerUnit } } : {}),
          },
          availability: { type: p.availability ?? 'IN_STOCK' },
          ...(p.type ? { type: p.type } : {}),
          ...(p.rawDealDetails !== undefined
            ? { dealDetails: p.rawDealDetails }
            : p.badge || p.endTime
              ? {
                  dealDetails: {
                    badge: p.badge,
                    startTime: p.startTime,
                    endTime: p.endTime,
                    percentClaimed: p.percentClaimed,
                    accessType: p.accessType ?? 'ALL',
                  },
                }
              : {}),
          merchantInfo: { name: 'Amazon.com' },
        },
      ],
    },
    ...(p.rating !== undefined || p.reviews !== undefined
      ? { customerReviews: { count: p.reviews, starRating: p.rating !== undefined ? { value: p.rating } : undefined } }
      : {}),
  };
}

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
  const reports = fakeReportStore();

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(status, { ...headers, 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  /** A 400 ValidationException for a request the real service would refuse for its shape. */
  const reject = (
    res: http.ServerResponse,
    problem: string,
    reason: ValidationReason = 'FieldValidationFailed',
    fieldList?: FieldProblem[],
  ) => {
    problems.push(problem);
    send(res, 400, { type: 'ValidationException', reason, message: problem, ...(fieldList ? { fieldList } : {}) });
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

  function failureBody(failure: Failure, call: RecordedCall) {
    switch (failure.status) {
      case 429:
        // serviceCode and quotaCode are made up: their values are not documented.
        return { type: 'ThrottleException', message: 'Rate exceeded', serviceCode: 'creatorsapi', quotaCode: 'TPS' };
      case 401:
        return {
          type: 'UnauthorizedException',
          reason: failure.reason,
          message: failure.reason === 'TokenExpired' ? 'The access token has expired' : 'Invalid client',
        };
      case 403:
        return {
          type: 'AccessDeniedException',
          reason: failure.reason,
          message:
            failure.reason === 'AssociateNotEligible'
              ? 'The associate is not eligible to access the API'
              : 'Access denied',
        };
      case 404:
        return {
          type: 'ResourceNotFoundException',
          message: 'No results found for your request.',
          // What resourceId holds for a search is not documented: the fake names the keywords.
          resourceId: call.operation === 'searchItems' ? (call.body.keywords ?? '') : call.body.itemIds.join(','),
          resourceType: 'SearchResult',
        };
      case 500:
        return { type: 'InternalServerException', message: 'Internal error' };
      case 400:
        return { type: 'ValidationException', reason: failure.reason, message: failure.message };
    }
  }

  /** A checked searchItems call (its fields are the model's); paging defaults as the API documents. */
  function search(call: CallTo<'searchItems'>) {
    const { body } = call;
    const words = (body.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const primeOnly = body.deliveryFlags?.includes('Prime') ?? false;
    const matches = [...products.values()].filter(
      (p) => words.some((w) => p.title.toLowerCase().includes(w)) && (!primeOnly || p.prime),
    );
    const { itemPage = 1, itemCount = 10 } = body;
    const start = (itemPage - 1) * itemCount;
    const page = matches.slice(start, start + itemCount);
    if (page.length === 0) return { status: 404, body: failureBody({ status: 404 }, call) };
    return {
      status: 200,
      body: {
        searchResult: { totalResultCount: matches.length, items: page.map((p) => toCreatorsItem(p, partnerTag)) },
      },
    };
  }

  /** A checked getItems call (its fields are the model's). */
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

  /** The token of a well-formed API request, or null once the request was refused for its headers. */
  function tokenOf(req: http.IncomingMessage, res: http.ServerResponse): string | null {
    const expectedAuth = version.startsWith('2.') ? /^Bearer (\S+), Version (\S+)$/ : /^Bearer (\S+)$/;
    const auth = expectedAuth.exec(String(req.headers.authorization ?? ''));
    if (!auth) {
      problems.push(`Authorization header: ${req.headers.authorization}`);
      send(res, 401, { type: 'UnauthorizedException', reason: 'InvalidToken', message: 'Missing or malformed token' });
      return null;
    }
    let problem: string | null = null;
    if (auth[2] !== undefined && auth[2] !== version) problem = `credential version ${auth[2]}`;
    else if (req.headers['x-marketplace'] !== 'www.amazon.com')
      problem = `x-marketplace: ${String(req.headers['x-marketplace'])}`;
    if (problem) reject(res, problem);
    return problem ? null : auth[1];
  }

  /** listReports (no body, as the SDK sends it) and getReport ({ filename }, required). */
  function handleReports(
    operation: 'listReports' | 'getReport',
    req: http.IncomingMessage,
    raw: string,
    res: http.ServerResponse,
  ) {
    const token = tokenOf(req, res);
    if (token === null) return;
    if (!validTokens.has(token))
      return send(res, 401, {
        type: 'UnauthorizedException',
        reason: 'TokenExpired',
        message: 'The access token has expired',
      });
    if (operation === 'listReports') {
      if (raw !== '') return reject(res, `listReports takes no body, got ${raw}`);
      return send(res, 200, reports.list());
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return reject(res, 'content-type must be JSON');
    const body = JSON.parse(raw || 'null') as { filename?: unknown } | null;
    if (typeof body?.filename !== 'string' || Object.keys(body).length !== 1)
      return reject(res, `getReport: expected { filename }, got ${raw}`);
    const answer = reports.urlFor(base, body.filename);
    if (!answer) return send(res, 404, { type: 'ResourceNotFoundException', message: `No report ${body.filename}` });
    send(res, 200, answer);
  }

  function handleCatalog(operation: Operation, req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const token = tokenOf(req, res);
    if (token === null) return;
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return reject(res, 'content-type must be JSON');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return reject(res, 'body is not JSON', 'CannotParse');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return reject(res, 'body is not a JSON object', 'CannotParse');
    // Recorded as its operation's model; fieldProblems reports a body that is not one.
    const call: RecordedCall =
      operation === 'searchItems'
        ? { operation, body, headers: req.headers }
        : { operation, body: body as GetItemsRequest, headers: req.headers };
    calls.push(call);
    if (!validTokens.has(token)) return send(res, 401, failureBody({ status: 401, reason: 'TokenExpired' }, call));
    const fields = fieldProblems(operation, body as Record<string, unknown>);
    if (fields.length) {
      const listed = fields.map((f) => `${f.name} ${f.message}`).join('; ');
      return reject(res, `${operation}: ${listed}`, 'FieldValidationFailed', fields);
    }
    if (call.body.partnerTag !== partnerTag) {
      // A wrong setting, not a malformed request: answered, not recorded as a problem.
      return send(res, 400, {
        type: 'ValidationException',
        reason: 'InvalidPartnerTag',
        message: 'The partner tag is invalid or not mapped to the credentials.',
      });
    }
    const failureAt = failures.findIndex((f) => f.operation === operation || f.operation === '*');
    if (failureAt >= 0) {
      const [{ failure }] = failures.splice(failureAt, 1);
      const headers = failure.status === 429 && failure.retryAfter ? { 'retry-after': failure.retryAfter } : {};
      return send(res, failure.status, failureBody(failure, call), headers);
    }
    const answer = call.operation === 'searchItems' ? search(call) : getItems(call.body);
    send(res, answer.status, answer.body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (reports.serve(req, res)) return;
      if (req.method !== 'POST') return send(res, 405, { message: 'POST only' });
      if (path === '/auth/o2/token' || path === '/oauth2/token') return handleToken(req, raw, res);
      if (path === '/catalog/v1/searchItems') return handleCatalog('searchItems', req, raw, res);
      if (path === '/catalog/v1/getItems') return handleCatalog('getItems', req, raw, res);
      if (path === '/reports/v1/listReports') return handleReports('listReports', req, raw, res);
      if (path === '/reports/v1/getReport') return handleReports('getReport', req, raw, res);
      reject(res, `no operation at ${path}`, 'UnknownOperation');
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
    /** The Associates report files it lists and serves (fake-creators-reports.ts). */
    reports,
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

/**
 * A web server that is not the API: it answers every request with a 404 page (HTML by
 * default), as the host of a wrong CREATORS_API_URL does.
 */
export async function startWrongHost(page = '<html><body><h1>Not Found</h1></body></html>', contentType = 'text/html') {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(404, { 'content-type': contentType });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
    savingBasisLabel: 'List Price:',
    unitCount: null,
    unitLabel: null,
    discountPercentage: 41,
    rating: 4.5,
    reviewCount: 120,
    isPrime: false,
    availability: 'IN_STOCK',
    dealBadge: null,
    dealStartsAt: null,
    dealEndsAt: null,
    dealPercentClaimed: null,
    dealAccessType: null,
    offerType: null,
    unitPrice: null,
    unitPriceUnit: null,
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
