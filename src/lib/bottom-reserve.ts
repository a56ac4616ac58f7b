/**
 * A bar fixed to the bottom of the window (the cookie notice, the bottom dock) reserves its
 * height: it is kept in a CSS variable on <html> that global.css adds to the page's bottom
 * padding (--bottom-bars), so the end of the page scrolls clear of the bar and nothing stays
 * under it. A hidden bar measures 0. Returns the release, which drops the variable.
 * Measured only when the observer reports, after the browser's own layout: reading the height
 * at once would force a layout while the page is still loading.
 */
export function reserveBottomSpace(variable: `--${string}`, bar: HTMLElement): () => void {
  const root = document.documentElement.style;
  const measure = () => root.setProperty(variable, `${bar.offsetHeight}px`);
  const observer = new ResizeObserver(measure);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.removeProperty(variable);
  };
}
