import { brand } from '../../config/brand';
import { dealPath } from '../../rules/deal-path';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from './mailer';

const PRODUCT_NAME = brand.name;

/** What every mail's footer carries: links to our own site, and the sender's postal address. */
export interface MailLinks {
  /** The marketing config's postal address (brand.postalAddress); left out while empty. */
  postalAddress: string;
  siteUrl: string;
  /** The /alerts page with a signed, expiring token: 'Choose your alerts'. */
  preferencesPage: string;
  /** The /unsubscribe page with the address and a signed token. */
  unsubscribePage: string;
  /** The one-click endpoint for List-Unsubscribe (RFC 8058). */
  oneClickUnsubscribe: string;
}

/** A deal as a digest lists it: no price, which could not be refreshed after sending. */
export interface DigestDeal {
  asin: string;
  title: string;
  discountPercentage: number;
}

/** Titles sometimes quote prices ("$5 off"); mail never shows one. */
const withoutPrices = (title: string) =>
  title
    .replace(/\$\s*\d[\d,]*(\.\d+)?/g, '')
    .replace(/\$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

const unsubscribeHeaders = (links: MailLinks) => ({
  'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function layout(bodyHtml: string, links: MailLinks): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto">',
    `<h1 style="color:#db2777;font-size:22px">${PRODUCT_NAME}</h1>`,
    bodyHtml,
    '<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">',
    `<p style="font-size:12px;color:#6b7280">${brand.disclosure}</p>`,
    links.postalAddress ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(links.postalAddress)}</p>` : '',
    `<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(links.preferencesPage)}">Choose your alerts</a></p>`,
    `<p style="font-size:12px;color:#6b7280">Don't want these e-mails? <a href="${escapeHtml(links.unsubscribePage)}">Unsubscribe</a> at any time.</p>`,
    '</body></html>',
  ].join('\n');
}

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

/** Double opt-in: the subscriber confirms before any digest is sent. */
export function confirmationMail(to: string, confirmUrl: string, links: MailLinks): OutgoingMail {
  const text = [
    `Thanks for signing up for ${PRODUCT_NAME} deal alerts!`,
    '',
    'Please confirm your subscription by opening this link:',
    confirmUrl,
    '',
    "If you did not sign up, ignore this e-mail and you won't hear from us again.",
    footerText(links),
  ].join('\n');
  const html = layout(
    [
      `<p>Thanks for signing up for ${PRODUCT_NAME} deal alerts!</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}" style="background:#db2777;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>`,
      "<p>If you did not sign up, ignore this e-mail and you won't hear from us again.</p>",
    ].join('\n'),
    links,
  );
  return {
    to,
    subject: `Please confirm your ${PRODUCT_NAME} subscription`,
    text,
    html,
    headers: unsubscribeHeaders(links),
  };
}

/** A personal alert: the deals that match the subscriber's rules, with their categories. */
export function alertMail(
  to: string,
  deals: (DigestDeal & { categoryLabel: string })[],
  links: MailLinks,
): OutgoingMail {
  const mail = digestMail(to, deals, links);
  const best = Math.max(...deals.map((d) => d.discountPercentage));
  return { ...mail, subject: best > 0 ? `Your deal alert: up to ${best}% off` : 'Your deal alert' };
}

/** The deal-alert digest: titles, discounts and links to our own deal pages. */
export function digestMail(to: string, deals: DigestDeal[], links: MailLinks): OutgoingMail {
  const dealUrl = (d: DigestDeal) => `${links.siteUrl}${dealPath(d.asin, d.title)}`;
  const best = Math.max(...deals.map((d) => d.discountPercentage));
  const lines = deals.map((d) => `- ${withoutPrices(d.title)} (${d.discountPercentage}% off): ${dealUrl(d)}`);
  const text = [
    `New deals picked for you on ${PRODUCT_NAME}:`,
    '',
    ...lines,
    '',
    `See all deals: ${links.siteUrl}/`,
    footerText(links),
  ].join('\n');
  const items = deals
    .map(
      (d) =>
        `<li style="margin-bottom:10px"><a href="${escapeHtml(dealUrl(d))}">${escapeHtml(withoutPrices(d.title))}</a> <strong style="color:#db2777">${d.discountPercentage}% off</strong></li>`,
    )
    .join('\n');
  const html = layout(
    `<p>New deals picked for you:</p>\n<ul>\n${items}\n</ul>\n<p><a href="${escapeHtml(links.siteUrl)}/">See all deals</a></p>`,
    links,
  );
  const subject = best > 0 ? `New deals for you: up to ${best}% off` : 'New deals for you';
  return { to, subject, text, html, headers: unsubscribeHeaders(links) };
}
