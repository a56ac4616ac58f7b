import { brand } from '../config/brand';
import { siteConfig } from '../config/site';

/**
 * The home page's schema.org data: the site with its search (`/?q=…`) and the organisation
 * behind it. `url` turns a path into an absolute URL on the public origin.
 */
export function siteJsonLd(url: (path: string) => string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteConfig.productName,
      url: url('/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${url('/')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.productName,
      url: url('/'),
      logo: url('/icon-512.png'),
      sameAs: [brand.links.instagram.href, brand.links.facebook.href],
    },
  ];
}
