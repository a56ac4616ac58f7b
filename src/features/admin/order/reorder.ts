import type { PrecedenceItem } from '../../../schemas/admin';
import type { ProductType } from '../../../schemas/deal';

/** The three reorderable lists of the Order tab, in display order. */
export const ORDER_LISTS = ['bestSeller', 'trending', 'curated'] as const;
export type OrderListKey = (typeof ORDER_LISTS)[number];
export const ORDER_LIST_TITLES: Record<OrderListKey, string> = {
  bestSeller: 'Best Sellers',
  trending: 'Trending Deals',
  curated: 'Curated Deals',
};

export interface OrderItem {
  _id: string;
  asin: string;
  title: string;
  imageUrl: string;
  price: number;
  discountPercentage: number;
  productType: ProductType;
}

export type OrderLists = Record<OrderListKey, OrderItem[]>;

/** Moves the item with id `from` to the place of the item with id `to`; same list only. */
export function moveItem(items: readonly OrderItem[], from: string, to: string): OrderItem[] {
  const a = items.findIndex((i) => i._id === from);
  const b = items.findIndex((i) => i._id === to);
  if (a < 0 || b < 0 || a === b) return [...items];
  const next = [...items];
  const [moved] = next.splice(a, 1);
  next.splice(b, 0, moved);
  return next;
}

/** True when any list differs in order from what was loaded. */
export function hasOrderChanges(current: OrderLists, saved: OrderLists): boolean {
  return ORDER_LISTS.some((key) => current[key].map((i) => i._id).join() !== saved[key].map((i) => i._id).join());
}

/**
 * Whether this list sets the item's position. A deal has one position, owned by the list of
 * its product type; the trending list also holds TikTok-flagged deals and owns the regular ones.
 */
export function ownsPosition(list: OrderListKey, item: OrderItem): boolean {
  return item.productType === list || (list === 'trending' && item.productType === 'regular');
}

/** The update-precedence payload: the owned items of the changed lists, with their 1-based positions. */
export function precedencePayload(current: OrderLists, saved: OrderLists): PrecedenceItem[] {
  return ORDER_LISTS.filter((key) => hasOrderChanges({ ...saved, [key]: current[key] }, saved)).flatMap((key) =>
    current[key].flatMap((item, index) =>
      ownsPosition(key, item) ? [{ asin: item.asin, takesPrecedence: true, precedenceOrder: index + 1 }] : [],
    ),
  );
}
