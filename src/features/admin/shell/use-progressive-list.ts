import { useEffect, useRef, useState } from 'react';

/**
 * Renders a long list a page at a time: `limit` grows by `page` when the sentinel
 * comes within 1200 px of the viewport. A change of `resetKey` starts again from the top.
 */
export function useProgressiveList(total: number, page: number, resetKey: unknown) {
  const [limit, setLimit] = useState(page);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => setLimit(page), [resetKey, page]);

  const hasMore = total > limit;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((n) => n + page);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, limit, page]);

  return { limit, hasMore, sentinel, showMore: () => setLimit((n) => n + page) };
}
