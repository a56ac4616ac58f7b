/**
 * Resolves after the page's load event, once the browser is idle (or 2 s later at most): for
 * loads that can wait until the first screen has its images and its scripts have run, so they do
 * not share a phone's bandwidth and main thread with it.
 */
export function pageSettled(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => window.addEventListener('load', () => void idle().then(resolve), { once: true }));
}
