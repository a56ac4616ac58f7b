import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the page, kept true when anything above it grows or
 * shrinks (a panel folds, the metrics collapse): a window-scrolled virtual list needs it.
 */
export function usePageOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
