import { describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { confirmationMail, digestMail, type MailLinks } from './templates';

const links = (postalAddress: string): MailLinks => ({
  postalAddress,
  siteUrl: 'https://deals.example',
  preferencesPage: 'https://deals.example/alerts?token=p',
  unsubscribePage: 'https://deals.example/unsubscribe?token=t',
  oneClickUnsubscribe: 'https://deals.example/api/essentials/unsubscribe/one-click?token=t',
});
const address = 'Savvy Mom Deals, 100 Main St #5, Austin, TX 78701';
const mails = (postalAddress: string) => [
  confirmationMail('a@b.example', 'https://deals.example/confirm?token=c', links(postalAddress)),
  digestMail(
    'a@b.example',
    [{ asin: 'B0TEST0001', title: 'Diapers & wipes', discountPercentage: 30 }],
    links(postalAddress),
  ),
];

describe('mail footer', () => {
  it('prints the postal address and the disclosure in the text and HTML of every mail', () => {
    for (const mail of mails(address)) {
      expect(mail.text).toContain(address);
      expect(mail.text).toContain(brand.disclosure);
      expect(mail.html).toContain('100 Main St #5, Austin, TX 78701');
      expect(mail.html).toContain(brand.disclosure);
    }
  });

  it('leaves out an empty address without an empty line', () => {
    for (const mail of mails('')) {
      expect(mail.text).toContain(`${brand.disclosure}\nChoose your alerts:`);
      expect(mail.html).not.toContain('<p style="font-size:12px;color:#6b7280"></p>');
    }
  });
});

describe('digest links', () => {
  it("open each deal's own page on our site, in the text and the HTML", () => {
    const mail = digestMail(
      'a@b.example',
      [{ asin: 'B0TEST0001', title: 'Diapers & Wipes, 120 Count', discountPercentage: 30 }],
      links(''),
    );
    const url = 'https://deals.example/deal/B0TEST0001/diapers-wipes-120-count';
    expect(mail.text).toContain(`Diapers & Wipes, 120 Count (30% off): ${url}\n`);
    expect(mail.html).toContain(`<a href="${url}">Diapers &amp; Wipes, 120 Count</a>`);
    expect(mail.text).not.toContain('?deal=');
  });
});
