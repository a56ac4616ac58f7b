import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dealPath } from '../../rules/deal-path';
import type { ClickEvent } from '../../schemas/clicks';
import type { Db } from '../db/client';
import { deals } from '../db/schema';

/** The click source of a deal link in our mails (CLICK_SOURCE_LABELS). */
export const MAIL_CLICK_SOURCE = 'email';
/** The click source of a push notification's deal link. */
export const PUSH_CLICK_SOURCE = 'push';
/** The sources a /go/{ASIN} link counts. */
export type LinkClickSource = typeof MAIL_CLICK_SOURCE | typeof PUSH_CLICK_SOURCE;

/** A deal link in a mail: /go/{ASIN}?src=email on our own site. */
export const mailDealLink = (siteUrl: string, asin: string) => `${siteUrl}/go/${asin}?src=${MAIL_CLICK_SOURCE}`;

/** Link checkers and previewers that fetch every link of a mail: their GETs are not reader clicks. */
const AUTOMATED_AGENT = /bot|crawl|spider|slurp|preview|scanner|safelinks|proofpoint|mimecast|barracuda|headless/i;
export const isAutomatedAgent = (userAgent: string) => AUTOMATED_AGENT.test(userAgent);

export interface MailClickTarget {
  /** Where the reader goes: a path on our site, never a URL taken from the request. */
  location: string;
  /** The click to record; null when the deal is not stored (removed, or never listed). */
  click: ClickEvent | null;
}

/**
 * Where a mail's deal link leads: the deal's own page (its title gives the slug), as mails link
 * to our site and not to the retailer (docs/product.md 8.6). An ASIN we do not store still goes to its
 * deal page, which says the deal has ended and shows live ones.
 */
export async function mailClickTarget(
  db: Db,
  asin: string,
  userAgent: string,
  now: Date,
  source: LinkClickSource = MAIL_CLICK_SOURCE,
): Promise<MailClickTarget> {
  const [deal] = await db
    .select({
      title: deals.title,
      category: deals.category,
      categoryLabel: deals.categoryLabel,
      productType: deals.productType,
      isPrime: deals.isPrime,
      isSuperDeal: deals.isSuperDeal,
      discountPercentage: deals.discountPercentage,
      priceCents: deals.priceCents,
    })
    .from(deals)
    .where(eq(deals.asin, asin))
    .limit(1);
  if (!deal) return { location: `/deal/${asin}`, click: null };
  return {
    location: dealPath(asin, deal.title),
    click: {
      asin,
      clickSource: source,
      // A mail reader (or a notification's tap) has no browser session with us: each click counts as its own visitor.
      sessionId: `${source === MAIL_CLICK_SOURCE ? 'mail' : source}-${randomUUID()}`,
      metadata: {
        category: deal.category,
        categoryLabel: deal.categoryLabel,
        productType: deal.productType,
        isPrime: deal.isPrime,
        isSuperDeal: deal.isSuperDeal,
        discountPercentage: deal.discountPercentage,
        price: deal.priceCents / 100,
        timestamp: now.toISOString(),
        userAgent: userAgent.slice(0, 500),
        section: source,
      },
    },
  };
}
