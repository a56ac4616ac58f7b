import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/support/wire-deals';
import { breadcrumbJsonLd, productJsonLd } from './structured-data';

const PAGE = 'https://deals.example.com/deal/B0TEST0001/mug';

describe('productJsonLd', () => {
  it('is a Product with an Offer: decimal price in USD, availability and the page URL', () => {
    const deal = makeDeal({ price: 12.5, availability: 'IN_STOCK', imageUrl: 'https://m.media-amazon.com/a.jpg' });
    expect(productJsonLd(deal, PAGE)).toMatchObject({
      '@type': 'Product',
      name: deal.title,
      sku: deal.asin,
      image: ['https://m.media-amazon.com/a.jpg'],
      brand: { '@type': 'Brand', name: 'Acme' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 100 },
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: PAGE,
      },
    });
  });

  it('makes a site image absolute and leaves out what is not known', () => {
    const deal = makeDeal({ imageUrl: '/demo-images/x.webp', availability: null, brand: '', rating: 0 });
    const product = productJsonLd(deal, PAGE);
    expect(product.image).toEqual(['https://deals.example.com/demo-images/x.webp']);
    expect(product).not.toHaveProperty('brand');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product.offers).not.toHaveProperty('availability');
    expect(productJsonLd(makeDeal({ availability: 'OUT_OF_STOCK' }), PAGE).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', url: 'https://deals.example.com/' },
      { name: 'Toys', url: 'https://deals.example.com/category/toys' },
    ]);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://deals.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Toys', item: 'https://deals.example.com/category/toys' },
      ],
    });
  });
});
