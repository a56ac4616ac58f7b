import { newYorkTimeOfDay } from '../lib/format';
import { withoutPrices } from './without-prices';

/** What a notification tells: a new deal, our lowest price, a deal that ends soon, a summary, a test, a watch that fired. */
export type PushKind = 'new' | 'lowest' | 'lightning' | 'more' | 'test' | 'watch';

/** What a deal notification is written from: never its price, never the retailer's link. */
export interface NoticeDeal {
  title: string;
  categoryLabel: string;
  dealEndsAt: string | null;
  priceBadges: string[];
}

export interface Notice {
  kind: PushKind;
  title: string;
  body: string;
}

const LOWEST_BADGE = "Lowest price we've seen";
/** A deal ending this soon is told as one that ends. */
const ENDS_SOON_MS = 24 * 60 * 60 * 1000;
/** Phones cut a notification's lines short; a long product name is cut at a word. */
const MAX_NAME = 90;

/** A product's name in a notification (a deal's or a watched product's): no price, cut at a word when long. */
export function noticeProductName(title: string): string {
  const name = withoutPrices(title);
  if (name.length <= MAX_NAME) return name;
  const cut = name.slice(0, MAX_NAME);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : MAX_NAME)}…`;
}

/** The notification of a deal: what happened as the title, the product's name as the body. */
export function dealNotice(deal: NoticeDeal, now: Date): Notice {
  const body = noticeProductName(deal.title);
  const endsAt = deal.dealEndsAt ? new Date(deal.dealEndsAt) : null;
  if (endsAt && endsAt.getTime() > now.getTime() && endsAt.getTime() - now.getTime() <= ENDS_SOON_MS) {
    return { kind: 'lightning', title: `Lightning deal, ends ${newYorkTimeOfDay(endsAt)} ET`, body };
  }
  if (deal.priceBadges.includes(LOWEST_BADGE)) return { kind: 'lowest', title: LOWEST_BADGE, body };
  const where = deal.categoryLabel.trim();
  return { kind: 'new', title: where ? `New deal in ${where}` : 'New deal for you', body };
}

/** The one summary of the deals past the day's cap. */
export const moreNotice = (count: number): Notice => ({
  kind: 'more',
  title: `${count} more deal${count === 1 ? '' : 's'} for you`,
  body: 'More deals matching your alerts. Tap to see them.',
});

/** What 'Send me a test notification' sends. */
export const TEST_NOTICE: Notice = {
  kind: 'test',
  title: 'Notifications are on',
  body: "This is how we'll tell you about the deals you chose.",
};
