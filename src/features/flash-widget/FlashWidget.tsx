import { useEffect, useState } from 'react';
import { DealImage } from '../../components/DealImage';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { dealPath } from '../../rules/deal-path';
import type { Deal } from '../../schemas/deal';
import { fetchTrendingDeals } from '../../lib/deals-api';
import { trackDealClick } from '../../lib/click-tracking';
import { isLive } from '../../rules/deal-rules';
import { FLASH_DELAY_MS, FLASH_ROTATE_MS, flashCounter, shouldRotate } from './flash-rules';

/**
 * 'TIK TOK TRENDING NOW n/total': appears after 2 s; collapse, expand, close; rotates every 3 s.
 * Each deal links to its page. It lives in the bottom dock, whose height the page reserves.
 */
export function FlashWidget() {
  const [deals, setDeals] = useState<Deal[]>([]);
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    void fetchTrendingDeals().then((res) => setDeals(res.data.filter((d) => isLive(d, new Date()))));
    const timer = setTimeout(() => setVisible(true), FLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const rotating = visible && !collapsed && !paused && shouldRotate(deals.length);
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % deals.length), FLASH_ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, deals.length]);

  if (!visible || closed || deals.length === 0) return null;
  const deal = deals[index % deals.length];
  const counter = flashCounter(index, deals.length);

  // A strip in the bottom dock: on a phone the label and its buttons over the deal, wider in one row.
  return (
    <aside
      aria-label="TikTok trending deals"
      className="grid animate-fade-in grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-flash-widget
      data-testid="flash-widget"
    >
      <p className="justify-self-start rounded-full bg-ink px-2.5 py-1 text-[11px] font-extrabold tracking-wide text-white">
        <Icon d={icons.music} size={12} className="-mt-0.5 mr-1" />
        TIK TOK TRENDING NOW {counter}
      </p>
      <div className="flex items-center sm:col-start-3">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand trending deals' : 'Collapse trending deals'}
          onClick={() => setCollapsed((c) => !c)}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full text-ink hover:bg-brand-50"
        >
          {collapsed ? '▴' : '▾'}
        </button>
        <button
          type="button"
          aria-label="Close trending deals"
          onClick={() => setClosed(true)}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full text-lg text-ink hover:bg-brand-50"
        >
          ×
        </button>
      </div>
      {!collapsed && (
        <div className="relative col-span-2 flex min-w-0 items-center gap-3 sm:col-span-1 sm:col-start-2 sm:row-start-1">
          <DealImage src={deal.imageUrl} alt="" size={44} className="h-11 w-11 shrink-0" />
          <a
            href={dealPath(deal.asin, deal.title)}
            onClick={() =>
              trackDealClick(deal, {
                clickSource: 'flash-widget',
                section: 'flash-widget',
                position: index + 1,
                totalDeals: deals.length,
              })
            }
            className="line-clamp-2 min-w-0 flex-1 text-xs leading-4 font-semibold after:absolute after:inset-0"
          >
            {deal.title}
          </a>
          <div className="shrink-0 text-right">
            <PriceTag price={deal.price} originalPrice={deal.originalPrice} />
            <PriceAsOf fetchedAt={deal.priceFetchedAt} className="relative z-10 -mt-1 justify-end" />
          </div>
        </div>
      )}
    </aside>
  );
}
