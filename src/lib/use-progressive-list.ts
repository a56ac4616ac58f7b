import { useCallback, useEffect, useRef, useState } from 'react';

interface Options {
  /** Items shown at first and added by each "show more". */
  batch: number;
  /** How near the viewport the sentinel must come to add the next batch, e.g. '600px'. */
  rootMargin: string;
  /** Items mounted per task while a batch fills in, so a big batch never blocks taps; all at once when unset. */
  perTask?: number;
  /** Items mounted from the first render (those the server rendered into the HTML), at least one task's worth. */
  firstMounted?: number;
  /** A new value starts again from the first batch (a new search or filter). */
  resetKey?: unknown;
  /** While the items are not all here yet: what nearing the end (or showMore) does instead of adding a batch. */
  fetchMore?: () => void;
}

/**
 * A long list shown a batch at a time: the next batch comes when the sentinel (the element
 * holding the "show more" button under the list) nears the viewport, or on showMore().
 * `hasMore` is true once the current batch has mounted and more items are left.
 */
export function useProgressiveList<Sentinel extends HTMLElement = HTMLDivElement>(
  total: number,
  { batch, rootMargin, perTask = Infinity, firstMounted = 0, resetKey, fetchMore }: Options,
) {
  const [view, setView] = useState({ resetKey, end: batch, mounted: Math.max(perTask, firstMounted) });
  if (!Object.is(view.resetKey, resetKey)) setView({ resetKey, end: batch, mounted: perTask });

  const limit = Math.min(view.end, total);
  const shown = Math.min(view.mounted, limit);
  const batchMounted = shown === limit;
  // The sentinel waits until the batch has mounted, else it would be near the viewport while
  // the list is still short and pull in batch after batch.
  const hasMore = batchMounted && (limit < total || fetchMore !== undefined);
  const sentinel = useRef<Sentinel>(null);
  const addBatch = useCallback(() => setView((v) => ({ ...v, end: v.end + batch })), [batch]);
  const showMore = fetchMore ?? addBatch;

  useEffect(() => {
    if (batchMounted) return;
    const timer = setTimeout(() => setView((v) => ({ ...v, mounted: v.mounted + perTask })), 0);
    return () => clearTimeout(timer);
  }, [batchMounted, shown, perTask]);

  useEffect(() => {
    const el = sentinel.current;
    if (!hasMore || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) showMore();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, view.end, rootMargin, showMore]);

  return { shown, left: total - shown, hasMore, sentinel, showMore };
}
