/**
 * The first Intl formatter a page makes loads the locale's data (ICU): on a slow phone that is tens of
 * milliseconds inside React's hydration of the first price. A worker makes the same formatters first,
 * on another thread; the data it loads is shared with the page, whose formatters are then quick.
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
  } catch {
    // No worker (blocked or unsupported): the page loads the data with its first price, as before.
  }
}
