import { atom, computed } from 'nanostores';
import type { Deal } from '../../../schemas/deal';
import { reportError } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { showToast } from '../../../stores/toast.store';
import { fetchOrderList, updatePrecedence } from './api';
import {
  hasOrderChanges,
  moveItem,
  ORDER_LISTS,
  precedencePayload,
  type OrderItem,
  type OrderListKey,
  type OrderLists,
} from './reorder';

/** Reorder Deals: clean, 'Unsaved Changes' after a move, saved (message for 5 s). */
const SAVED_MESSAGE_MS = 5000;
const FETCH_TEXTS: Record<OrderListKey, string> = {
  bestSeller: 'best sellers',
  trending: 'trending deals',
  curated: 'curated deals',
};

const empty = (): OrderLists => ({ bestSeller: [], trending: [], curated: [] });

export const $orderLists = atom<OrderLists>(empty());
/** The order as last loaded or saved. */
const $savedOrder = atom<OrderLists>(empty());
export const $orderLoading = atom(false);
export const $orderLoaded = atom(false);
export const $orderErrors = atom<Partial<Record<OrderListKey, string>>>({});
export const $orderSaving = atom(false);
export const $orderSavedMessage = atom<string | null>(null);
export const $orderDirty = computed([$orderLists, $savedOrder], hasOrderChanges);

const toItem = (d: Deal): OrderItem => ({
  _id: d._id,
  asin: d.asin,
  title: d.title,
  imageUrl: d.imageUrl,
  price: d.price,
  discountPercentage: d.discountPercentage,
  productType: d.productType,
});

/** Loads the three lists; with unsaved moves it keeps them unless forced. */
export async function loadOrderLists(force = false): Promise<void> {
  if ($orderDirty.get() && !force) return;
  $orderLoading.set(true);
  const errors: Partial<Record<OrderListKey, string>> = {};
  const results = await Promise.all(
    ORDER_LISTS.map(async (key) => {
      try {
        const list = await fetchOrderList(key);
        if (!list) errors[key] = `Failed to fetch ${FETCH_TEXTS[key]}`;
        return list ? list.map(toItem) : [];
      } catch (err) {
        noteAuthFailure(err);
        errors[key] = `Error fetching ${FETCH_TEXTS[key]}`;
        return [];
      }
    }),
  );
  const lists = { bestSeller: results[0], trending: results[1], curated: results[2] };
  $orderLists.set(lists);
  $savedOrder.set(lists);
  $orderErrors.set(errors);
  $orderLoaded.set(true);
  $orderLoading.set(false);
}

/** A drop: moves within one list only. */
export function moveOrderItem(list: OrderListKey, from: string, to: string): void {
  const lists = $orderLists.get();
  $orderLists.set({ ...lists, [list]: moveItem(lists[list], from, to) });
  $orderSavedMessage.set(null);
}

let savedTimer: ReturnType<typeof setTimeout> | undefined;

export async function saveOrder(): Promise<void> {
  if ($orderSaving.get() || !$orderDirty.get()) return;
  const current = $orderLists.get();
  const products = precedencePayload(current, $savedOrder.get());
  if (products.length === 0) {
    showToast('Nothing to save: these deals take their place from their own list', 'info');
    $orderLists.set($savedOrder.get());
    return;
  }
  $orderSaving.set(true);
  try {
    const result = await updatePrecedence(products);
    if (!result) {
      showToast('Failed to update product order', 'error');
      return;
    }
    $savedOrder.set(current);
    clearTimeout(savedTimer);
    $orderSavedMessage.set(`Order saved: ${result.updatedCount} deals updated`);
    savedTimer = setTimeout(() => $orderSavedMessage.set(null), SAVED_MESSAGE_MS);
  } catch (err) {
    reportError(err, 'Error updating product order');
  } finally {
    $orderSaving.set(false);
  }
}
