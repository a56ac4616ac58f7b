import { formatUsd } from '../../lib/format';
import { categoryPath, dealPath } from '../../rules/deal-path';
import { showsDiscountBadge } from '../../rules/price-gap';
import type { Deal } from '../../schemas/deal';
import { breadcrumbJsonLd, productJsonLd, type Crumb } from './structured-data';

/** Longest title and description a search result shows whole. */
const MAX_TITLE = 70;
const MAX_DESCRIPTION = 160;

/** Everything a deal page says about itself: its address, head tags and breadcrumb. */
export interface DealMeta {
  path: string;
  url: string;
  title: string;
  description: string;
  image: string | undefined;
  trail: Crumb[];
  jsonLd: Record<string, unknown>[];
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The head, breadcrumb and structured data of a live deal's page, with absolute URLs on `siteUrl`. */
export function dealMeta(deal: Deal, siteUrl: string): DealMeta {
  const path = dealPath(deal.asin, deal.title);
  const url = new URL(path, siteUrl).href;
  const discount = showsDiscountBadge(deal) ? ` (${Math.round(deal.discountPercentage)}% off)` : '';
  const price = `${formatUsd(deal.price)}${discount}`;
  const titleTail = `: ${price}`;
  const trail: Crumb[] = [
    { name: 'Home', url: new URL('/', siteUrl).href },
    { name: deal.categoryLabel || deal.category, url: new URL(categoryPath(deal.category), siteUrl).href },
    { name: deal.title, url },
  ];
  return {
    path,
    url,
    title: `${clip(deal.title, MAX_TITLE - titleTail.length)}${titleTail}`,
    description: clip(
      `${price} at Amazon${deal.brand ? ` from ${deal.brand}` : ''}. ${deal.description || deal.title}`,
      MAX_DESCRIPTION,
    ),
    image: deal.imageUrl ? new URL(deal.imageUrl, siteUrl).href : undefined,
    trail,
    jsonLd: [productJsonLd(deal, url), breadcrumbJsonLd(trail)],
  };
}
