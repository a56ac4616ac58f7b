import { describe, expect, it } from 'vitest';
import { productAddressAsin, productAddressMessages as says } from './product-address';

const MARKET = 'www.amazon.com';
const asinOf = (input: string) => productAddressAsin(input, MARKET);

describe('productAddressAsin', () => {
  it.each([
    ['B08N5WRWNW', 'a bare ASIN'],
    ['  b08n5wrwnw ', 'a bare ASIN in lower case with spaces'],
    ['https://www.amazon.com/dp/B08N5WRWNW', '/dp/'],
    ['https://www.amazon.com/Echo-Dot/dp/B08N5WRWNW/ref=sr_1_1?keywords=echo&th=1', 'a slug, ref and query'],
    ['https://www.amazon.com/gp/product/B08N5WRWNW?psc=1', '/gp/product/'],
    ['https://amazon.com/gp/aw/d/B08N5WRWNW', 'the mobile /gp/aw/d/ on the bare domain'],
    ['https://smile.amazon.com/dp/b08n5wrwnw#reviews', 'a subdomain and a fragment'],
    ['amazon.com/dp/B08N5WRWNW', 'no scheme'],
    ['Look what I found! https://www.amazon.com/dp/B08N5WRWNW?tag=x shared from the app', 'a shared text'],
  ])('reads %s (%s)', (input) => {
    expect(asinOf(input)).toEqual({ asin: 'B08N5WRWNW' });
  });

  it.each([
    ['', says.empty],
    ['   ', says.empty],
    ['x'.repeat(10_000), says.tooLong],
    ['B08N5WRWN', says.notAnAddress],
    ['javascript:alert(1)', says.notAnAddress],
    ['data:text/html,<b>B08N5WRWNW</b>', says.notAnAddress],
    ['https://amzn.to/3xYzAbC', says.shortLink],
    ['https://a.co/d/abc1234', says.shortLink],
    ['https://www.amazon.com/s?k=diapers', says.notOneProduct],
    ['https://www.amazon.com/dp/B08N5WRW', says.notOneProduct],
    ['https://www.walmart.com/ip/123456789', says.otherSite('amazon.com', 'www.walmart.com')],
    ['https://amazon.com.evil.example/dp/B08N5WRWNW', says.otherSite('amazon.com', 'amazon.com.evil.example')],
    ['https://www.amazon.com@127.0.0.1/dp/B08N5WRWNW', says.otherSite('amazon.com', '127.0.0.1')],
    ['https://www.amazon.co.uk/dp/B08N5WRWNW', says.otherSite('amazon.com', 'www.amazon.co.uk')],
  ])('refuses %s', (input, problem) => {
    expect(asinOf(input)).toEqual({ problem });
  });

  it('follows the marketplace it is given', () => {
    expect(productAddressAsin('https://www.amazon.co.uk/dp/B08N5WRWNW', 'www.amazon.co.uk')).toEqual({
      asin: 'B08N5WRWNW',
    });
  });
});
