import type { Deal } from '../../schemas/deal';

/** The retailer's availability (IN_STOCK, OUT_OF_STOCK, …) as a schema.org ItemAvailability. */
const AVAILABILITY: Record<string, string> = {
  IN_STOCK: 'InStock',
  OUT_OF_STOCK: 'OutOfStock',
  PREORDER: 'PreOrder',
  BACKORDER: 'BackOrder',
  LIMITED_AVAILABILITY: 'LimitedAvailability',
  DISCONTINUED: 'Discontinued',
};

/** One step of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** schema.org Product with its Offer: the price as a decimal string in USD, at the deal page's URL. */
export function productJsonLd(deal: Deal, pageUrl: string): Record<string, unknown> {
  const availability = deal.availability ? AVAILABILITY[deal.availability.toUpperCase()] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    sku: deal.asin,
    ...(deal.imageUrl && { image: [new URL(deal.imageUrl, pageUrl).href] }),
    ...(deal.description && { description: deal.description }),
    ...(deal.brand && { brand: { '@type': 'Brand', name: deal.brand } }),
    ...(deal.rating > 0 &&
      deal.reviewCount > 0 && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: deal.rating, reviewCount: deal.reviewCount },
      }),
    offers: {
      '@type': 'Offer',
      price: deal.price.toFixed(2),
      priceCurrency: 'USD',
      ...(availability && { availability: `https://schema.org/${availability}` }),
      url: pageUrl,
    },
  };
}

/** schema.org BreadcrumbList of a trail, first step first. */
export function breadcrumbJsonLd(trail: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
