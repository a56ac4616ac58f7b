import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { brand } from '../../config/brand';
import { DealList, type MailDeal } from './components/DealList';
import { MailLayout } from './components/MailLayout';
import { mailDealLink } from '../services/mail-clicks';
import { withoutPrices } from '../../rules/without-prices';
import { WATCH_EVENT_TITLES, type WatchRule } from '../../rules/watch-rules';
import type { OutgoingMail } from './mailer';

// Mails are React Email components (decision 8): rendered to table-based, inline-styled HTML
// that mail clients show alike, beside a plain-text part written here.

const PRODUCT_NAME = brand.name;

/** What every mail's footer carries: links to our own site, and the sender's postal address. */
export interface MailLinks {
  /** The marketing config's postal address (brand.postalAddress); left out while empty. */
  postalAddress: string;
  siteUrl: string;
  /** The /alerts page with a signed, expiring token: 'Choose your alerts'. */
  preferencesPage: string;
  /** The /watches page with the same token: the address's watches, each with Remove. */
  watchesPage: string;
  /** The /saved page with the same token: the saved list kept for the (confirmed) address. */
  savedPage: string;
  /** The /unsubscribe page with a signed token (no address in clear). */
  unsubscribePage: string;
  /** The one-click endpoint for List-Unsubscribe (RFC 8058). */
  oneClickUnsubscribe: string;
}

/** A deal as a digest lists it: no price, which could not be refreshed after sending. */
export interface DigestDeal {
  asin: string;
  title: string;
  discountPercentage: number;
  categoryLabel?: string;
}

const unsubscribeHeaders = (links: MailLinks) => ({
  'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const footerText = (links: MailLinks) =>
  [
    '',
    '-- ',
    brand.disclosure,
    links.postalAddress,
    `Choose your alerts: ${links.preferencesPage}`,
    `Unsubscribe at any time: ${links.unsubscribePage}`,
  ]
    .filter((line, i) => i < 2 || line)
    .join('\n');

/** The mail's HTML, less React's Suspense markers (<!--$-->): a mail has no use for them. */
const html = async (element: ReactElement) => (await render(element)).replace(/<!--\/?\$[?!]?-->/g, '');
const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '16px 0' };

/** Double opt-in: the subscriber confirms before any digest is sent. */
export async function confirmationMail(to: string, confirmUrl: string, links: MailLinks): Promise<OutgoingMail> {
  const text = [
    `Thanks for signing up for ${PRODUCT_NAME} deal alerts!`,
    '',
    'Please confirm your subscription by opening this link:',
    confirmUrl,
    '',
    "If you did not sign up, ignore this e-mail and you won't hear from us again.",
    footerText(links),
  ].join('\n');
  const body = await html(
    <MailLayout preview="Confirm your subscription to our deal alerts" links={links}>
      <Text style={paragraph}>Thanks for signing up for {PRODUCT_NAME} deal alerts!</Text>
      <Section>
        <Button
          href={confirmUrl}
          style={{
            backgroundColor: '#be185d',
            color: '#ffffff',
            borderRadius: '8px',
            padding: '12px 20px',
            fontWeight: 700,
          }}
        >
          Confirm my subscription
        </Button>
      </Section>
      <Text style={paragraph}>If you did not sign up, ignore this e-mail and you won&apos;t hear from us again.</Text>
    </MailLayout>,
  );
  return {
    to,
    subject: `Please confirm your ${PRODUCT_NAME} subscription`,
    text,
    html: body,
    headers: unsubscribeHeaders(links),
  };
}

/** 'Your saved deals': the address's saved list (/saved with its alerts token), in mails to a confirmed address. */
const SavedDealsLink = ({ links }: { links: MailLinks }) => (
  <a href={links.savedPage} style={{ color: '#be185d' }}>
    Your saved deals
  </a>
);

/** The deals of a mail as text lines and as blocks, each linking to our site's /go/{ASIN} (counted, then its page). */
async function dealListMail(
  to: string,
  deals: DigestDeal[],
  links: MailLinks,
  words: { intro: string; subject: (best: number) => string },
): Promise<OutgoingMail> {
  const shown: MailDeal[] = deals.map((d) => ({
    title: withoutPrices(d.title),
    discountPercentage: d.discountPercentage,
    categoryLabel: d.categoryLabel,
    url: mailDealLink(links.siteUrl, d.asin),
  }));
  const best = Math.max(...deals.map((d) => d.discountPercentage));
  const lines = shown.map(
    (d) => `- ${d.title} (${d.discountPercentage}% off${d.categoryLabel ? `, ${d.categoryLabel}` : ''}): ${d.url}`,
  );
  const text = [
    `${words.intro}`,
    '',
    ...lines,
    '',
    `See all deals: ${links.siteUrl}/`,
    `Your saved deals: ${links.savedPage}`,
    footerText(links),
  ].join('\n');
  const body = await html(
    <MailLayout preview={`${words.intro} Up to ${best}% off.`} links={links}>
      <Text style={paragraph}>{words.intro}</Text>
      <DealList deals={shown} />
      <Text style={paragraph}>
        <a href={`${links.siteUrl}/`} style={{ color: '#be185d' }}>
          See all deals
        </a>
        {' · '}
        <SavedDealsLink links={links} />
      </Text>
    </MailLayout>,
  );
  return { to, subject: words.subject(best), text, html: body, headers: unsubscribeHeaders(links) };
}

/** The deal-alert digest: titles, discounts and links to our own deal pages. */
export const digestMail = (to: string, deals: DigestDeal[], links: MailLinks) =>
  dealListMail(to, deals, links, {
    intro: `New deals picked for you on ${PRODUCT_NAME}:`,
    subject: (best) => (best > 0 ? `New deals for you: up to ${best}% off` : 'New deals for you'),
  });

/** A personal alert: the deals that match the subscriber's rules. */
export const alertMail = (to: string, deals: DigestDeal[], links: MailLinks) =>
  dealListMail(to, deals, links, {
    intro: 'Deals that match the alerts you chose:',
    subject: (best) => (best > 0 ? `Your deal alert: up to ${best}% off` : 'Your deal alert'),
  });

/** What a fired watch tells: the product and what happened, a link to our page; never a price. */
export interface WatchEvent {
  asin: string;
  rule: WatchRule;
  /** The product's name, already without prices. */
  name: string;
}

/** One watch fired: its product's name, what happened, and our deal page (click source email). */
export async function watchMail(to: string, event: WatchEvent, links: MailLinks): Promise<OutgoingMail> {
  const what = WATCH_EVENT_TITLES[event.rule];
  const url = mailDealLink(links.siteUrl, event.asin);
  const text = [
    what,
    '',
    event.name,
    url,
    '',
    'You keep watching it: we tell you again at the next change.',
    `Your watches: ${links.watchesPage}`,
    `Your saved deals: ${links.savedPage}`,
    footerText(links),
  ].join('\n');
  const body = await html(
    <MailLayout preview={`${what}: ${event.name}`} links={links}>
      <Text style={paragraph}>{what}:</Text>
      <Text style={{ ...paragraph, fontWeight: 700 }}>
        <a href={url} style={{ color: '#be185d' }}>
          {event.name}
        </a>
      </Text>
      <Text style={paragraph}>You keep watching it: we tell you again at the next change.</Text>
      <Text style={paragraph}>
        <a href={links.watchesPage} style={{ color: '#be185d' }}>
          Your watches
        </a>{' '}
        (see them all, stop one) · <SavedDealsLink links={links} />
      </Text>
    </MailLayout>,
  );
  return { to, subject: `${what}: ${event.name}`, text, html: body, headers: unsubscribeHeaders(links) };
}
