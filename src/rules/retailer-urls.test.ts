import { describe, expect, it } from 'vitest';
import { httpsLinkProblem, retailerImageProblem, retailerLinkProblem } from './retailer-urls';

const MARKETPLACE = 'www.amazon.com';
const linkProblem = (url: string) => retailerLinkProblem(url, MARKETPLACE);

describe('retailer links', () => {
  it("accepts the retailer's https detail pages on the marketplace's host", () => {
    expect(linkProblem('https://www.amazon.com/dp/B0ABC12345?tag=savvymoms-20&linkCode=ogi')).toBeNull();
    expect(linkProblem('https://WWW.Amazon.com/dp/B0ABC12345')).toBeNull();
    expect(retailerLinkProblem('https://www.amazon.co.uk/dp/B0ABC12345', 'www.amazon.co.uk')).toBeNull();
  });

  it('refuses other schemes, naming them', () => {
    expect(linkProblem('javascript:alert(document.cookie)')).toBe('link is not https (javascript:)');
    expect(linkProblem('JavaScript:alert(1)')).toBe('link is not https (javascript:)');
    expect(linkProblem('data:text/html,<script>alert(1)</script>')).toBe('link is not https (data:)');
    expect(linkProblem('http://www.amazon.com/dp/B0ABC12345')).toBe('link is not https (http:)');
    expect(linkProblem('vbscript:msgbox(1)')).toBe('link is not https (vbscript:)');
  });

  it("refuses hosts other than the marketplace's, however they are dressed up", () => {
    const elsewhere = 'link is not on www.amazon.com';
    expect(linkProblem('https://evil.example/dp/B0ABC12345')).toBe(elsewhere);
    expect(linkProblem('https://www.amazon.com.evil.example/dp/B0ABC12345')).toBe(elsewhere);
    expect(linkProblem('https://evil.example/#@www.amazon.com')).toBe(elsewhere);
    expect(linkProblem('https://www.amazon.com./dp/B0ABC12345')).toBe(elsewhere);
    expect(linkProblem('https://amazon.com/dp/B0ABC12345')).toBe(elsewhere);
    expect(retailerLinkProblem('https://www.amazon.com/dp/B0ABC12345', 'www.amazon.de')).toBe(
      'link is not on www.amazon.de',
    );
  });

  it('refuses user names, ports, backslashes, whitespace and control characters', () => {
    expect(linkProblem('https://www.amazon.com@evil.example/')).toBe('link carries a user name or password');
    expect(linkProblem('https://user:pass@www.amazon.com/')).toBe('link carries a user name or password');
    expect(linkProblem('https://www.amazon.com:8443/dp/B0ABC12345')).toBe('link names a port (8443)');
    const odd = 'link has characters a web address may not have';
    expect(linkProblem('https:\\\\evil.example\\dp')).toBe(odd);
    expect(linkProblem('https://www.amazon.com\\@evil.example/')).toBe(odd);
    expect(linkProblem(' javascript:alert(1)')).toBe(odd);
    expect(linkProblem('java\tscript:alert(1)')).toBe(odd);
    expect(linkProblem('https://www.amazon.com/dp/\u0000')).toBe(odd);
  });

  it('refuses missing, relative, protocol-relative and overlong links', () => {
    expect(linkProblem('')).toBe('link is missing');
    expect(linkProblem('/dp/B0ABC12345')).toBe('link is not a full web address');
    expect(linkProblem('//evil.example/dp')).toBe('link is not a full web address');
    expect(linkProblem(`https://www.amazon.com/dp/B0ABC12345?x=${'a'.repeat(2048)}`)).toBe('link is too long');
  });

  it('lets a page use any plain https link, and nothing else', () => {
    expect(httpsLinkProblem('https://www.amazon.co.jp/dp/B0ABC12345')).toBeNull();
    expect(httpsLinkProblem('javascript:alert(1)')).toBe('link is not https (javascript:)');
    expect(httpsLinkProblem('data:text/html,x')).toBe('link is not https (data:)');
    expect(httpsLinkProblem('http://evil.example/')).toBe('link is not https (http:)');
    expect(httpsLinkProblem('https://www.amazon.com@evil.example/')).toBe('link carries a user name or password');
    expect(httpsLinkProblem('')).toBe('link is missing');
  });
});

describe('retailer images', () => {
  it("accepts the retailer's image hosts over https, our demo illustrations and no image at all", () => {
    expect(retailerImageProblem('https://m.media-amazon.com/images/I/71abc.jpg')).toBeNull();
    expect(retailerImageProblem('https://images-na.ssl-images-amazon.com/images/I/71abc.jpg')).toBeNull();
    expect(retailerImageProblem('/demo-images/B0ABC12345.webp')).toBeNull();
    expect(retailerImageProblem('/demo-images/B0ABC12345.svg')).toBeNull();
    expect(retailerImageProblem('')).toBeNull();
  });

  it('refuses other hosts, naming them', () => {
    expect(retailerImageProblem('https://evil.example/pixel.gif')).toBe(
      "image host evil.example is not the retailer's",
    );
    expect(retailerImageProblem('https://m.media-amazon.com.evil.example/a.jpg')).toBe(
      "image host m.media-amazon.com.evil.example is not the retailer's",
    );
  });

  it('refuses other schemes, user names, ports and odd characters', () => {
    expect(retailerImageProblem('http://m.media-amazon.com/images/I/71abc.jpg')).toBe('image is not https (http:)');
    expect(retailerImageProblem('data:image/svg+xml,<svg/onload=alert(1)>')).toBe('image is not https (data:)');
    expect(retailerImageProblem('javascript:alert(1)')).toBe('image is not https (javascript:)');
    expect(retailerImageProblem('https://m.media-amazon.com@evil.example/a.jpg')).toBe(
      'image carries a user name or password',
    );
    expect(retailerImageProblem('https://m.media-amazon.com:444/a.jpg')).toBe('image names a port (444)');
    expect(retailerImageProblem('https:\\\\evil.example\\a.jpg')).toBe(
      'image has characters a web address may not have',
    );
  });

  it('accepts only our own demo illustrations among relative paths', () => {
    expect(retailerImageProblem('/demo-images/../admin')).toBe('image is not a full web address');
    expect(retailerImageProblem('/demo-images/B0ABC12345.webp?x=1')).toBe('image is not a full web address');
    expect(retailerImageProblem('/uploads/evil.svg')).toBe('image is not a full web address');
    expect(retailerImageProblem('//evil.example/demo-images/B0ABC12345.webp')).toBe('image is not a full web address');
  });
});
