import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useStoreFromServer } from '../../lib/island-stores';
import { categoryPath } from '../../rules/deal-path';
import { DEFAULT_CATEGORIES } from '../../schemas/category-lists';
import type { CategoryOption } from '../../schemas/categories';
import { TRENDING_LISTING } from '../../schemas/listing-page';
import { $categories, $category, $isSearching, HOME_CATEGORY, selectCategory } from '../../stores/deals.store';
import { onListingPage, startListing } from '../../stores/url-sync';

/** Arrows appear when the bar overflows by more than this (docs/product.md 4.1). */
const ARROW_THRESHOLD_PX = 10;

/** A left click without a modifier: the one a tab handles in place (others open a tab or window). */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The tabs: the category list, with the trending shortcut's listing after Home while it is shown. */
function tabsOf(categories: CategoryOption[], selected: string): CategoryOption[] {
  if (selected !== TRENDING_LISTING.id || categories.some((c) => c.id === selected)) return categories;
  return [...categories.slice(0, 1), TRENDING_LISTING, ...categories.slice(1)];
}

interface Props {
  /** The listing the page opened with, as its HTML shows it. */
  initialCategory?: string;
  initialCategories?: CategoryOption[];
}

/** The horizontally scrollable category tabs with left/right arrows: links to each category's page. */
export function CategoryBar({ initialCategory = HOME_CATEGORY, initialCategories = DEFAULT_CATEGORIES }: Props) {
  const selected = useStoreFromServer($category, initialCategory);
  const categories = tabsOf(useStoreFromServer($categories, initialCategories), selected);
  const searching = useStoreFromServer($isSearching, false);
  const scroller = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setArrows({
      left: el.scrollLeft > ARROW_THRESHOLD_PX,
      right: el.scrollWidth - el.clientWidth - el.scrollLeft > ARROW_THRESHOLD_PX,
    });
  }, []);

  // The observer's first report comes after the browser's own layout: measuring here would force a
  // layout in the middle of hydration.
  useEffect(() => {
    startListing();
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, categories]);

  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.7, behavior: 'smooth' });

  const choose = (e: MouseEvent, id: string) => {
    if (!isPlainClick(e) || !onListingPage()) return;
    e.preventDefault();
    selectCategory(id);
    window.scrollTo({ top: 0 });
  };

  return (
    <nav aria-label="Deal categories" className="relative">
      {arrows.left && <ArrowButton label="Scroll categories left" side="left" onClick={() => scrollBy(-1)} />}
      <div
        ref={scroller}
        onScroll={measure}
        className="no-scrollbar flex [scrollbar-width:none] gap-2 overflow-x-auto px-1 py-2"
      >
        {categories.map((c) => {
          const active = !searching && c.id === selected;
          return (
            <a
              key={c.id}
              href={c.id === HOME_CATEGORY ? '/' : categoryPath(c.id)}
              aria-current={active ? 'page' : undefined}
              onClick={(e) => choose(e, c.id)}
              className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition ${
                active ? 'bg-brand-700 text-white shadow' : 'bg-brand-50 text-ink hover:bg-brand-100'
              }`}
            >
              {c.label}
            </a>
          );
        })}
      </div>
      {arrows.right && <ArrowButton label="Scroll categories right" side="right" onClick={() => scrollBy(1)} />}
    </nav>
  );
}

function ArrowButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 z-10 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white text-lg font-bold text-brand-800 shadow-md ring-1 ring-brand-100 ${
        side === 'left' ? 'left-0' : 'right-0'
      }`}
    >
      {side === 'left' ? '‹' : '›'}
    </button>
  );
}
