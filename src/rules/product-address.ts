import { isAsin } from './asins';

/**
 * "Check any Amazon link" (docs/product.md 4.22): what a visitor pastes or shares, read as one
 * product's ASIN, or the reason it cannot be. Only the text is read: no address is ever opened.
 */

/** Longer than any product address a browser shares. */
const MAX_CHECK_INPUT_LENGTH = 2048;

/** The retailer's link shorteners: where they lead is known only by opening them, which we never do. */
const SHORT_LINK_HOSTS = ['amzn.to', 'amzn.eu', 'amzn.asia', 'a.co'];

/** The product paths the retailer uses: /dp/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN, with or without a slug before. */
const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Za-z0-9]{10})(?:[/?#]|$)/;

/** The first web address in a text (a share often reads "Look at this: https://…"). */
const FIRST_ADDRESS = /https?:\/\/[^\s<>"']+/i;

/** A host name followed by a path, typed without https:// ("amazon.com/dp/…"). */
const BARE_ADDRESS = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;

export const productAddressMessages = {
  empty: 'Paste an Amazon product link or its 10-character ASIN.',
  tooLong: 'That is too long for a product link. Paste the address of one Amazon product.',
  notAnAddress:
    "That is not an Amazon product link or ASIN. Paste a link such as amazon.com/dp/B08N5WRWNW, or the product's 10-character ASIN.",
  shortLink:
    'Short links like amzn.to can only be read by opening them, and we never open links for you. Open it in your browser, then share or copy the full Amazon address.',
  notOneProduct: "That Amazon link is not to one product. Open the product's page, then share or copy its address.",
  otherSite: (domain: string, host: string) => `We can only check links to ${domain}. That link is to ${host}.`,
} as const;

export type ProductAddress = { asin: string } | { problem: string };

/** The marketplace's domain without "www." ("www.amazon.com" → "amazon.com"). */
const marketplaceDomain = (marketplaceHost: string) => marketplaceHost.toLowerCase().replace(/^www\./, '');

/** The ASIN that `input` names (a bare ASIN, or a product address on the marketplace), or why there is none. */
export function productAddressAsin(input: string, marketplaceHost: string): ProductAddress {
  const text = input.trim();
  if (text === '') return { problem: productAddressMessages.empty };
  if (text.length > MAX_CHECK_INPUT_LENGTH) return { problem: productAddressMessages.tooLong };
  if (isAsin(text.toUpperCase())) return { asin: text.toUpperCase() };

  const address = FIRST_ADDRESS.exec(text)?.[0] ?? (BARE_ADDRESS.test(text) ? `https://${text}` : null);
  if (!address) return { problem: productAddressMessages.notAnAddress };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: productAddressMessages.notAnAddress };
  }

  const host = url.hostname.toLowerCase();
  if (SHORT_LINK_HOSTS.includes(host)) return { problem: productAddressMessages.shortLink };
  const domain = marketplaceDomain(marketplaceHost);
  if (host !== domain && !host.endsWith(`.${domain}`))
    return { problem: productAddressMessages.otherSite(domain, host) };

  const asin = PRODUCT_PATH.exec(url.pathname)?.[1]?.toUpperCase();
  return asin ? { asin } : { problem: productAddressMessages.notOneProduct };
}
