import type { Logger } from 'pino';
import {
  buildGetItemsBody,
  buildSearchBody,
  mapCreatorsItem,
  SEARCH_MAX_PAGES,
  SEARCH_PAGE_SIZE,
} from './creators-mapping';
import type { AssociatesReportSource } from './associates-report';
import { classifyFailure } from './creators-errors';
import { creatorsReports } from './creators-reports';
import { createTokenSource, type CredentialVersion, type TokenSource } from './creators-token';
import { createRateSpacer, defaultSleep, type RateSpacer } from './rate-spacer';
import {
  inBatches,
  type GetItemsResult,
  type RetailerClient,
  type RetailerItem,
  type RetailerItemError,
  type RetailerSearch,
} from './retailer-client';
import { RetailerError, rateLimitedError } from './retailer-errors';

export interface CreatorsClientOptions {
  credentialId: string;
  credentialSecret: string;
  credentialVersion: CredentialVersion;
  partnerTag: string;
  marketplace: string;
  apiUrl: string;
  tokenUrl?: string;
  /** Least time between two API requests of this account. */
  requestSpacingMs: number;
  /** Where requests wait their turn (e.g. a budget shared by every process); a per-process spacer by default. */
  spacer?: RateSpacer;
  /** Tries per request for 429, 5xx and network failures (default 4). */
  maxAttempts?: number;
  /** First exponential backoff step (default 1000 ms; doubles each try). */
  backoffBaseMs?: number;
  /** A longer Retry-After fails at once instead of waiting (default 30). */
  maxRetryWaitSeconds?: number;
  /** Per-request timeout (default 10 s). */
  requestTimeoutMs?: number;
  /** No further search page is started after this long (default 8 s; docs/product.md 13.1: a request takes up to 10 s). */
  searchBudgetMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  logger?: Pick<Logger, 'warn'>;
}

type Json = Record<string, unknown>;

/** Items of a searchResult / itemsResult (itemResults) container. */
function itemsOf(container: unknown): unknown[] {
  const items = (container as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? items : [];
}

/** The Amazon Creators API (OAuth2 + JSON) over fetch: search and get items, throttled and retried. */
export class AmazonCreatorsClient implements RetailerClient {
  readonly name = 'amazon' as const;
  private readonly tokens: TokenSource;
  private readonly spacer: RateSpacer;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: CreatorsClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
    this.spacer = options.spacer ?? createRateSpacer(options.requestSpacingMs, this.sleep);
    this.tokens = createTokenSource({
      credentialId: options.credentialId,
      credentialSecret: options.credentialSecret,
      version: options.credentialVersion,
      tokenUrl: options.tokenUrl,
      fetch: this.fetch,
      timeoutMs: options.requestTimeoutMs,
    });
  }

  /** Pages of 10 until maxResults (at most 10 pages); a ResourceNotFound ("no results") ends the search. */
  async searchItems(search: RetailerSearch): Promise<RetailerItem[]> {
    const started = Date.now();
    const budget = this.options.searchBudgetMs ?? 8000;
    const found = new Map<string, RetailerItem>();
    for (let page = 1; page <= SEARCH_MAX_PAGES && found.size < search.maxResults; page++) {
      if (page > 1 && Date.now() - started > budget) break;
      const reply = await this.call('/catalog/v1/searchItems', buildSearchBody(search, this.options.partnerTag, page));
      if (!reply) break;
      const result = reply.searchResult as { totalResultCount?: number } | undefined;
      const raw = itemsOf(result);
      const fetchedAt = new Date();
      for (const entry of raw) {
        const item = mapCreatorsItem(entry, { isPrime: search.prime, fetchedAt });
        if (item && !found.has(item.asin) && found.size < search.maxResults) found.set(item.asin, item);
      }
      const total = typeof result?.totalResultCount === 'number' ? result.totalResultCount : Infinity;
      if (raw.length < SEARCH_PAGE_SIZE || page * SEARCH_PAGE_SIZE >= total) break;
    }
    return [...found.values()];
  }

  /** getItems in chunks of 10, matched by ASIN; throws when a chunk's request fails. */
  async getItems(asins: string[]): Promise<GetItemsResult> {
    const wanted = [...new Set(asins.map((a) => a.trim().toUpperCase()).filter(Boolean))];
    const result: GetItemsResult = { items: [], errors: [] };
    for (const ids of inBatches(wanted)) {
      const reply = await this.call('/catalog/v1/getItems', buildGetItemsBody(ids, this.options.partnerTag));
      const raw = reply ? itemsOf(reply.itemsResult ?? reply.itemResults) : [];
      const fetchedAt = new Date();
      const byAsin = new Map<string, RetailerItem>();
      const unusable = new Set<string>();
      for (const entry of raw) {
        const item = mapCreatorsItem(entry, { isPrime: false, fetchedAt });
        if (item && ids.includes(item.asin)) byAsin.set(item.asin, item);
        else if (!item) {
          const asin = (entry as Json | null)?.asin;
          if (typeof asin === 'string' && ids.includes(asin.toUpperCase())) unusable.add(asin.toUpperCase());
        }
      }
      const errors = Array.isArray(reply?.errors) ? (reply.errors as { code?: string; message?: string }[]) : [];
      for (const asin of ids) {
        const item = byAsin.get(asin);
        if (item) result.items.push(item);
        else result.errors.push(this.errorFor(asin, unusable.has(asin), errors));
      }
    }
    return result;
  }

  /** Associates reports: listReports, then getReport's pre-signed URL, downloaded (creators-reports.ts). */
  readonly reports: AssociatesReportSource = creatorsReports({
    call: (path, body) => this.call(path, body),
    fetch: (url, init) => this.fetch(url, init),
    timeoutMs: () => this.options.requestTimeoutMs ?? 10_000,
  });

  /** The per-ASIN error the retailer sent (its message names the ASIN), else a generic one. */
  private errorFor(asin: string, unusable: boolean, errors: { code?: string; message?: string }[]): RetailerItemError {
    if (unusable) return { asin, code: 'NoOffer', message: `${asin} has no price on offer` };
    const named = errors.find((e) => e.message?.toUpperCase().includes(asin));
    if (named)
      return { asin, code: named.code ?? 'ItemNotAccessible', message: named.message ?? `${asin} is not accessible` };
    return { asin, code: 'NotFound', message: `${asin} was not returned by the retailer` };
  }

  private backoffMs(attempt: number) {
    return (this.options.backoffBaseMs ?? 1000) * 2 ** (attempt - 1);
  }

  /** One API request with spacing, token renewal and bounded retries. Null for ResourceNotFound (no results). */
  private async call(path: string, body?: unknown): Promise<Json | null> {
    const maxAttempts = this.options.maxAttempts ?? 4;
    const url = new URL(path, this.options.apiUrl).toString();
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      await this.spacer.wait();
      let res: Response;
      try {
        res = await this.fetch(url, {
          method: 'POST',
          headers: {
            authorization: await this.tokens.authorization(),
            // listReports has no body (the SDK sends none), so no content type either.
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'x-marketplace': this.options.marketplace,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 10_000),
        });
      } catch (err) {
        if (err instanceof RetailerError) throw err;
        if (attempt >= maxAttempts)
          throw new RetailerError('unavailable', 'Retailer could not be reached, please try again later');
        this.options.logger?.warn({ path, attempt }, 'retailer request failed, retrying');
        await this.sleep(this.backoffMs(attempt));
        continue;
      }
      if (res.ok) {
        const json: unknown = await res.json().catch(() => null);
        if (!json || typeof json !== 'object')
          throw new RetailerError('unavailable', 'Retailer sent an unreadable reply');
        return json as Json;
      }

      const failure = await classifyFailure(res, { url, partnerTag: this.options.partnerTag });
      switch (failure.outcome) {
        case 'no_results':
          return null;
        case 'token_expired':
          if (renewed) throw failure.error;
          renewed = true;
          this.tokens.invalidate();
          attempt--;
          continue;
        case 'throttled': {
          const waitMs = failure.retryAfterMs ?? this.backoffMs(attempt);
          if (attempt >= maxAttempts || waitMs > (this.options.maxRetryWaitSeconds ?? 30) * 1000) {
            throw rateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
          }
          this.options.logger?.warn({ path, attempt, waitMs }, 'retailer throttled, backing off');
          await this.sleep(waitMs);
          continue;
        }
        case 'server_error':
          if (attempt >= maxAttempts)
            throw new RetailerError('unavailable', 'Retailer is unavailable, please try again later');
          this.options.logger?.warn({ path, attempt, status: res.status }, 'retailer error, retrying');
          await this.sleep(this.backoffMs(attempt));
          continue;
        case 'refused':
          throw failure.error;
      }
    }
  }
}
