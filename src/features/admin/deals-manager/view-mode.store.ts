import { atom } from 'nanostores';

/** How Manage Deals lays the deals out: the card grid or the dense table. */
export const DEAL_VIEWS = ['cards', 'table'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];

const STORAGE_KEY = 'admin.dealView';

function storedView(): DealView {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return value === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/** The operator's choice, remembered in this browser. */
export const $dealView = atom<DealView>(storedView());

export function setDealView(view: DealView): void {
  $dealView.set(view);
  try {
    localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // Storage refused (private mode, quota): the choice lasts until the page closes.
  }
}
