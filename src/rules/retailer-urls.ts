import { RETAILER_IMAGE_HOSTS } from './retailer-hosts';

/**
 * Which retailer links and images may be stored and shown: https detail pages on the
 * marketplace's host, images from the retailer's image hosts or our own demo illustrations.
 * Each rule answers why not, in words for the operator, or null.
 */

/** Longer than any detail-page or image URL the retailer sends. */
const MAX_URL_LENGTH = 2048;
/** Whitespace, backslashes and control characters: URL parsing would silently rewrite them. */
const REWRITTEN_CHARACTERS = /[\s\\\p{Cc}]/u;
/** Our own illustrations of demo products (src/server/routes/demo-images.ts). */
const DEMO_IMAGE_PATH = /^\/demo-images\/[A-Z0-9]{10}\.(webp|svg)$/;

function parseHttps(url: string, what: 'link' | 'image'): URL | string {
  if (url.length > MAX_URL_LENGTH) return `${what} is too long`;
  if (REWRITTEN_CHARACTERS.test(url)) return `${what} has characters a web address may not have`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${what} is not a full web address`;
  }
  if (parsed.protocol !== 'https:') return `${what} is not https (${parsed.protocol})`;
  if (parsed.username || parsed.password) return `${what} carries a user name or password`;
  if (parsed.port) return `${what} names a port (${parsed.port})`;
  return parsed;
}

const parseLink = (url: string): URL | string => (url === '' ? 'link is missing' : parseHttps(url, 'link'));

/** Why `url` may not be the href of a retailer link on a page: only plain https links may. */
export function httpsLinkProblem(url: string): string | null {
  const parsed = parseLink(url);
  return typeof parsed === 'string' ? parsed : null;
}

/** Why `url` may not be stored as a detail-page link: it must be https on the marketplace's host. */
export function retailerLinkProblem(url: string, marketplaceHost: string): string | null {
  const parsed = parseLink(url);
  if (typeof parsed === 'string') return parsed;
  const host = marketplaceHost.toLowerCase();
  return parsed.hostname === host ? null : `link is not on ${host}`;
}

/** Why `url` may not be stored or shown as a product image. No image (the placeholder shows) is fine. */
export function retailerImageProblem(url: string): string | null {
  if (url === '' || DEMO_IMAGE_PATH.test(url)) return null;
  const parsed = parseHttps(url, 'image');
  if (typeof parsed === 'string') return parsed;
  return RETAILER_IMAGE_HOSTS.includes(parsed.hostname) ? null : `image host ${parsed.hostname} is not the retailer's`;
}
