import { atom } from 'nanostores';

/** The panel's tabs, in order, with their ids of docs/product.md 7. */
export const ADMIN_TABS = [
  { id: 'deals', label: 'Manage Deals' },
  { id: 'amazon', label: 'Add Retailer Products' },
  { id: 'manual', label: 'Manage Manual Uploads' },
  { id: 'asin', label: 'ASIN Upload' },
  { id: 'order', label: 'Order Deals' },
  { id: 'social', label: 'Social Media' },
  { id: 'analytics', label: 'Analytics' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

function tabFromHash(): AdminTab {
  if (typeof location === 'undefined') return 'deals';
  const id = location.hash.slice(1);
  return ADMIN_TABS.some((t) => t.id === id) ? (id as AdminTab) : 'deals';
}

/** The open tab; kept in the URL hash so a reload stays on it. */
export const $adminTab = atom<AdminTab>(tabFromHash());
export const $metricsOpen = atom(true);

export function openTab(tab: AdminTab): void {
  $adminTab.set(tab);
  if (typeof history !== 'undefined') history.replaceState(null, '', tab === 'deals' ? location.pathname : `#${tab}`);
}

export function toggleMetrics(): void {
  $metricsOpen.set(!$metricsOpen.get());
}
