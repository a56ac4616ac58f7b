import {
  formatCount,
  formatUsd,
  formatUsdWhole,
  priceAsOfDisplay,
  priceAsOfText,
  ratingText,
  formatDiscount,
} from '../../lib/format';
import { hasPriceGap, showsDiscountBadge } from '../../rules/price-gap';
import { httpsLinkProblem, retailerImageProblem } from '../../rules/retailer-urls';
import type { Deal, DealStatistics } from '../../schemas/deal';
import { fetchStatistics, fetchTrendingDeals } from '../../lib/deals-api';
import { trackDealClick } from '../../lib/click-tracking';
import { isLive } from '../../rules/deal-rules';
import { FEATURED_PICKS, pickRandom, trendingGridItems } from './welcome-rules';

/** A new task, so the work before it and after it are not one long task for the phone's main thread. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fills the /welcome statistics, featured picks and trending grid (no framework), each in its
 * own task after the answer it needs has been read and checked.
 */
export function startWelcomeDeals(): void {
  void fetchStatistics().then(async (res) => {
    await nextTask();
    fillStats(res.failed ? null : res.data);
  });
  void fetchTrendingDeals().then(async (res) => {
    const trending = res.data.filter((d) => isLive(d, new Date()));
    await nextTask();
    // The trending listing's own count (TikTok trends included), as the trending shortcut shows it.
    if (!res.failed) setText('[data-tile="trending"]', formatCount(trending.length));
    fillFeatured(pickRandom(trending, FEATURED_PICKS));
    await nextTask();
    fillTrending(trendingGridItems(trending));
  });
}

function setText(selector: string, text: string) {
  document.querySelectorAll<HTMLElement>(selector).forEach((el) => (el.textContent = text));
}

function fillStats(stats: DealStatistics | null) {
  if (!stats) return;
  const { overall } = stats;
  setText('[data-stat="averageSavings"]', `${Math.round(overall.averageDiscount)}%`);
  setText('[data-stat="dealsToday"]', formatCount(overall.totalDeals));
  setText('[data-stat="averageRating"]', overall.averageRating > 0 ? overall.averageRating.toFixed(1) : '—');
  setText('[data-stat="totalSavings"]', formatUsdWhole(overall.totalSavings));
  setText('[data-tile="prime"]', formatCount(overall.hasPrime));
  setText('[data-tile="under10"]', formatCount(stats.priceRanges.under10));
  setText('[data-tile="over50"]', formatCount(stats.discountRanges.over50Percent));
  setText('[data-tile="kitchen"]', formatCount(stats.categories.kitchen ?? 0));
}

function fillFeatured(deals: Deal[]) {
  const list = document.getElementById('featured-deals')!;
  list.setAttribute('aria-busy', 'false');
  if (deals.length === 0) {
    list.replaceChildren();
    list.hidden = true;
    return;
  }
  list.replaceChildren(
    ...deals.map((deal, i) =>
      dealCard(deal, null, { section: 'welcome-featured', position: i + 1, total: deals.length }),
    ),
  );
}

function fillTrending(deals: Deal[]) {
  const section = document.getElementById('trending-section')!;
  const list = document.getElementById('trending-deals')!;
  const badges = JSON.parse(list.dataset.badges ?? '[]') as string[];
  if (deals.length === 0) return;
  list.replaceChildren(
    ...deals.map((deal, i) =>
      dealCard(deal, badges[i] ?? null, { section: 'welcome-trending', position: i + 1, total: deals.length }),
    ),
  );
  section.hidden = false;
}

function dealCard(
  deal: Deal,
  badge: string | null,
  place: { section: string; position: number; total: number },
): DocumentFragment {
  const tpl = document.getElementById('welcome-deal-tpl') as HTMLTemplateElement;
  const node = tpl.content.cloneNode(true) as DocumentFragment;
  const field = <T extends HTMLElement = HTMLElement>(name: string) => node.querySelector<T>(`[data-field="${name}"]`)!;

  const img = field<HTMLImageElement>('image');
  // Defence in depth: the server stores only the retailer's links and images (src/rules/retailer-urls.ts).
  img.src = deal.imageUrl && !retailerImageProblem(deal.imageUrl) ? deal.imageUrl : '/placeholder.svg';
  img.addEventListener('error', () => (img.src = '/placeholder.svg'), { once: true });
  field('title').textContent = deal.title;
  field('category').textContent = deal.categoryLabel;
  field('price').textContent = formatUsd(deal.price);
  field('asOf').textContent = priceAsOfDisplay(priceAsOfText(deal.priceFetchedAt));
  show(field('badge'), badge);
  show(field('discount'), showsDiscountBadge(deal) ? formatDiscount(deal.discountPercentage) : null);
  show(field('original'), hasPriceGap(deal) ? formatUsd(deal.originalPrice) : null);
  const rating = ratingText(deal.rating);
  show(field('rating'), rating ? `★ ${rating}` : null);

  const link = field<HTMLAnchorElement>('link');
  if (httpsLinkProblem(deal.amazonUrl)) {
    link.remove();
    return node;
  }
  link.href = deal.amazonUrl;
  link.setAttribute('aria-label', `Click & Save: ${deal.title} (opens Amazon in a new tab)`);
  link.addEventListener('click', () =>
    trackDealClick(deal, {
      clickSource: 'welcome',
      section: place.section,
      position: place.position,
      totalDeals: place.total,
      dealType: deal.productType,
    }),
  );
  return node;
}

function show(el: HTMLElement, text: string | null) {
  el.hidden = !text;
  el.textContent = text ?? '';
}
