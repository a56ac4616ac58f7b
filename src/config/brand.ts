import type { LinkItem } from './marketing-types';

/**
 * Identity, links and legal lines used everywhere, including inside React islands
 * (kept small so islands ship only this). Part of the marketing config (marketing.ts).
 */
export const brand = {
  /** The product's name in titles, mail, feeds and the footer. */
  name: 'Savvy Mom Deals',
  tagline: 'Smart Shopping for Savvy Moms',
  logoUrl: '/logo.svg',
  /** Shown when the backend cannot be reached. */
  backendUnavailableMessage: "Our servers are currently at lunch. They're hardworking, promise they'll be back soon.",

  support: {
    email: 'support@savvymomdeals.com',
    label: 'Questions? We are happy to help.',
  },

  links: {
    site: 'https://savvymomdeals.com',
    petDeals: { label: 'Pet Deals', href: 'https://savvypetdeals.com' } satisfies LinkItem,
    instagram: { label: 'Instagram', href: 'https://www.instagram.com/savvymomdeals' } satisfies LinkItem,
    facebook: { label: 'Facebook', href: 'https://www.facebook.com/savvymomdeals' } satisfies LinkItem,
  },

  disclosure: 'As an Amazon Associate I earn from qualifying purchases.',
  /**
   * The sender's postal address, printed in every mail's footer (CAN-SPAM requires one in
   * commercial mail). Fill it in before sending real mail: `npm start` warns in production while it is empty.
   */
  postalAddress: '',
  priceDisclaimer:
    'Product prices and availability are accurate as of the date/time indicated and are subject to change. Any price and availability information displayed on Amazon at the time of purchase will apply to the purchase of this product.',
};

/** docs/product.md 1.3: the logo and the backend-unavailable message can be replaced at run time, e.g. from a server response. */
export function updateMarketingConfig(patch: { logoUrl?: string; backendUnavailableMessage?: string }): void {
  if (patch.logoUrl) brand.logoUrl = patch.logoUrl;
  if (patch.backendUnavailableMessage) brand.backendUnavailableMessage = patch.backendUnavailableMessage;
}
