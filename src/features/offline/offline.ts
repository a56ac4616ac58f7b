import { offlineCopy } from '../../config/offline-copy';
import { priceTimeText } from '../../lib/format';
import { PAGE_CACHE } from '../../lib/page-cache';

/** "You're offline: prices as of 6:02 PM ET" (with the day when it was an earlier one), or just "You're offline". */
export function offlineNoticeText(pricesAsOf: string | undefined, now: Date = new Date()): string {
  const time = pricesAsOf ? priceTimeText(pricesAsOf, now) : '';
  return time ? offlineCopy.notice.replace('{time}', time) : offlineCopy.title;
}

/** Shows the notice while the phone is offline, hides it when it is back. */
export function showOfflineNotice(notice: HTMLElement, online: boolean): void {
  if (!online) notice.textContent = offlineNoticeText(notice.dataset.pricesAsOf);
  notice.hidden = online;
}

/**
 * Registers the service worker. The page that installed it was loaded before the worker ran, so it
 * is not kept yet: it is added to the pages cache once, and every later page the worker keeps itself.
 */
export async function keepPagesOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  try {
    await navigator.serviceWorker.register('/sw.js');
    if (!firstVisit || !navigator.onLine) return;
    await navigator.serviceWorker.ready;
    const pages = await caches.open(PAGE_CACHE);
    if (!(await pages.match(location.href))) await pages.add(location.href);
  } catch {
    // No worker (private mode, blocked storage): the site works as before, online only.
  }
}
