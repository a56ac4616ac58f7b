import { MAX_ASINS_PER_IMPORT } from '../../rules/asins';
import { retailerImageProblem, retailerLinkProblem } from '../../rules/retailer-urls';
import type { RetailerItem } from '../retailer/retailer-client';

/** A retailer item that was not stored, and why. */
export interface Refusal {
  asin: string;
  reason: string;
}

/**
 * Splits retailer items into those that may be stored and those refused: a link must be an https
 * detail page on the marketplace's host, an image the retailer's (src/rules/retailer-urls.ts).
 */
export function screenRetailerItems(
  items: readonly RetailerItem[],
  marketplaceHost: string,
): { accepted: RetailerItem[]; refused: Refusal[] } {
  const accepted: RetailerItem[] = [];
  const refused: Refusal[] = [];
  for (const item of items) {
    const reason = retailerLinkProblem(item.detailPageUrl, marketplaceHost) ?? retailerImageProblem(item.imageUrl);
    if (reason) refused.push({ asin: item.asin, reason });
    else accepted.push(item);
  }
  return { accepted, refused };
}

/** A message or job error with the refusals added: "…. 2 products refused: B0…: link is not https (javascript:); …". */
export function withRefusals(message: string, refused: readonly Refusal[]): string;
export function withRefusals(message: string | null, refused: readonly Refusal[]): string | null;
export function withRefusals(message: string | null, refused: readonly Refusal[]): string | null {
  if (refused.length === 0) return message;
  // A whole ASIN import is listed; a longer list (a refresh) is cut short.
  const listed = refused.slice(0, MAX_ASINS_PER_IMPORT).map((r) => `${r.asin}: ${r.reason}`);
  const more = refused.length - listed.length;
  const products = `${refused.length} ${refused.length === 1 ? 'product' : 'products'}`;
  const summary = `${products} refused: ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  return message ? `${message}. ${summary}` : summary;
}
