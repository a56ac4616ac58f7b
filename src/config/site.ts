import { brand } from './brand';

/** Site settings the client reads. The marketing copy lives beside this file. */
export const siteConfig = {
  /** Backend base address; empty means the same origin as the site. */
  apiBaseUrl: (import.meta.env.PUBLIC_API_BASE_URL as string | undefined) ?? '',
  /** Request timeout of every call (docs/product.md 13.1). */
  requestTimeoutMs: 10_000,
  /** Product name shown in titles and the footer copyright. */
  productName: brand.name,
  /** Time zone of the "Price as of ..." stamps and the stated schedules. */
  priceTimeZone: 'America/New_York',
};
