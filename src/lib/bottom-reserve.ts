/**
 * Bars fixed to the bottom of the window (the cookie notice, the bottom dock) reserve their
 * height: their sum is --bottom-bars, the body's bottom padding (global.css), so the end of the
 * page scrolls clear of them, and the offset of what floats above them (followBottomBars).
 * --bottom-bars does not inherit (@property in global.css): it is set on the body and on each
 * follower alone, so a bar showing restyles those few elements, not the whole page.
 * A hidden bar measures 0. Heights are read only when the observer reports, after the browser's
 * own layout: reading them at once would force a layout while the page is still loading.
 */
const heights = new Map<HTMLElement, number>();
const followers = new Set<HTMLElement>();

function show(element: HTMLElement) {
  const sum = [...heights.values()].reduce((a, b) => a + b, 0);
  element.style.setProperty('--bottom-bars', `${sum}px`);
}

const showAll = () => [document.body, ...followers].forEach(show);

/** Reserves `bar`'s height while it is in the page. Returns the release. */
export function reserveBottomSpace(bar: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    if (heights.get(bar) === bar.offsetHeight) return;
    heights.set(bar, bar.offsetHeight);
    showAll();
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    heights.delete(bar);
    showAll();
  };
}

/** Keeps --bottom-bars on `element` (fixed above the bars) too. Returns the stop. */
export function followBottomBars(element: HTMLElement): () => void {
  followers.add(element);
  show(element);
  return () => {
    followers.delete(element);
    element.style.removeProperty('--bottom-bars');
  };
}
