import { describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { alertMail, confirmationMail, digestMail, type MailLinks, watchMail } from './templates';

const links = (postalAddress: string): MailLinks => ({
  postalAddress,
  siteUrl: 'https://deals.example',
  preferencesPage: 'https://deals.example/alerts?token=p',
  watchesPage: 'https://deals.example/watches?token=p',
  savedPage: 'https://deals.example/saved?token=p',
  unsubscribePage: 'https://deals.example/unsubscribe?token=t',
  oneClickUnsubscribe: 'https://deals.example/api/essentials/unsubscribe/one-click?token=t',
});
const address = 'Savvy Mom Deals, 100 Main St #5, Austin, TX 78701';
const deal = { asin: 'B0TEST0001', title: 'Diapers & Wipes, $5 off', discountPercentage: 30, categoryLabel: 'Baby' };
const mails = (postalAddress: string) =>
  Promise.all([
    confirmationMail('a@b.example', 'https://deals.example/confirm?token=c', links(postalAddress)),
    digestMail('a@b.example', [deal], links(postalAddress)),
    alertMail('a@b.example', [deal], links(postalAddress)),
    watchMail('a@b.example', { asin: deal.asin, rule: 'below', name: 'Diapers & Wipes' }, links(postalAddress)),
  ]);

describe('mail footer', () => {
  it('prints our logo, the postal address, the disclosure and both links in every mail', async () => {
    for (const mail of await mails(address)) {
      expect(mail.text).toContain(address);
      expect(mail.text).toContain(brand.disclosure);
      expect(mail.text).toContain('Choose your alerts: https://deals.example/alerts?token=p');
      expect(mail.html).toContain('100 Main St #5, Austin, TX 78701');
      expect(mail.html).toContain(brand.disclosure);
      expect(mail.html).toContain('src="https://deals.example/icon-192.png"');
      expect(mail.html).toContain('href="https://deals.example/alerts?token=p"');
      expect(mail.html).toContain('href="https://deals.example/unsubscribe?token=t"');
    }
  });

  it('leaves out an empty address without an empty line', async () => {
    for (const mail of await mails('')) {
      expect(mail.text).toContain(`${brand.disclosure}\nChoose your alerts:`);
    }
  });
});

describe('deal mails', () => {
  it("show each deal's title, discount and category with a counted link to its page, and no price", async () => {
    const mail = await alertMail('a@b.example', [deal], links(''));
    const url = 'https://deals.example/go/B0TEST0001?src=email';
    expect(mail.subject).toBe('Your deal alert: up to 30% off');
    expect(mail.text).toContain(`- Diapers & Wipes, off (30% off, Baby): ${url}\n`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).not.toContain('/deal/B0TEST0001');
    expect(mail.html).toContain('Diapers &amp; Wipes, off');
    expect(mail.html).toContain('30% off');
    expect(mail.html).toContain('Baby');
    expect(mail.html).toContain('See the deal');
    expect(mail.html).not.toContain('$');
    expect(mail.html).not.toMatch(/amazon|media-amazon/);
  });
});

describe('watch mails', () => {
  it('say what happened and link the product to our page, with no price', async () => {
    const mail = await watchMail(
      'a@b.example',
      { asin: 'B0TEST0001', rule: 'in-stock', name: 'Diapers & Wipes' },
      links(''),
    );
    expect(mail.subject).toBe('Back in stock: a product you watch: Diapers & Wipes');
    expect(mail.text).toContain('Diapers & Wipes\nhttps://deals.example/go/B0TEST0001?src=email\n');
    expect(mail.html).toContain('href="https://deals.example/go/B0TEST0001?src=email"');
    expect(mail.html).not.toContain('$');
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      '<https://deals.example/api/essentials/unsubscribe/one-click?token=t>',
    );
  });
});

describe('saved deals link', () => {
  it('leads every mail to a confirmed address to its saved list, and not the confirmation mail', async () => {
    const [confirmation, ...confirmed] = await mails('');
    for (const mail of confirmed) {
      expect(mail.text).toContain('Your saved deals: https://deals.example/saved?token=p\n');
      expect(mail.html).toMatch(/<a href="https:\/\/deals.example\/saved\?token=p"[^>]*>Your saved deals<\/a>/);
    }
    expect(confirmation.text).not.toContain('/saved');
    expect(confirmation.html).not.toContain('/saved');
  });
});
