import { useEffect, useState } from 'react';
import { DealImage } from '../../components/DealImage';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { PriceAsOf } from '../../components/PriceAsOf';
import { PriceTag } from '../../components/PriceTag';
import { dealPath } from '../../rules/deal-path';
import type { Deal } from '../../schemas/deal';
import { fetchTrendingDeals } from '../deals/api';
import { trackDealClick } from '../deals/click-tracking';
import { isLive } from '../deals/deal-rules';
import { FLASH_DELAY_MS, FLASH_ROTATE_MS, flashCounter, shouldRotate } from './flash-rules';

/** 'TIK TOK TRENDING NOW n/total': appears after 2 s; collapse, expand, close; rotates every 3 s. Each deal links to its page. */
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

  return (
    <aside
      aria-label="TikTok trending deals"
      className="fixed bottom-4 left-3 z-30 w-[15.5rem] max-w-[calc(100vw-5rem)] animate-fade-in overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-brand-200"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="flash-widget"
    >
      <div className="flex items-center gap-1 bg-ink py-1.5 pr-1 pl-3 text-white">
        <p className="flex-1 text-[11px] font-extrabold tracking-wide">
          <Icon d={icons.music} size={12} className="-mt-0.5 mr-1" />
          TIK TOK TRENDING NOW {counter}
        </p>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand trending deals' : 'Collapse trending deals'}
          onClick={() => setCollapsed((c) => !c)}
          className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-white/15"
        >
          {collapsed ? '▴' : '▾'}
        </button>
        <button
          type="button"
          aria-label="Close trending deals"
          onClick={() => setClosed(true)}
          className="inline-flex h-7 w-7 items-center justify-center rounded-full text-lg hover:bg-white/15"
        >
          ×
        </button>
      </div>
      {!collapsed && (
        <div className="relative flex gap-3 p-3">
          <DealImage src={deal.imageUrl} alt="" size={72} className="h-18 w-18 shrink-0" />
          <div className="flex min-w-0 flex-col gap-1">
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
              className="line-clamp-2 text-xs leading-4 font-semibold after:absolute after:inset-0"
            >
              {deal.title}
            </a>
            <PriceTag price={deal.price} originalPrice={deal.originalPrice} />
            <PriceAsOf fetchedAt={deal.priceFetchedAt} className="relative z-10 -mt-1" />
          </div>
        </div>
      )}
    </aside>
  );
}
