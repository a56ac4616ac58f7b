import { ESSENTIAL_CATEGORIES, type EssentialCategory } from '../../schemas/category-lists';
import type { EssentialItem } from '../../schemas/deal';

/** Essentials at this discount or more carry the 'Best Deal' flag. */
const BEST_DEAL_DISCOUNT = 50;

export interface EssentialCard {
  category: EssentialCategory;
  displayName: string;
  item: EssentialItem;
  bestDeal: boolean;
}

/** One card per essential category, in the catalogue's order, with its highest-discount item. */
export function essentialCards(items: EssentialItem[]): EssentialCard[] {
  const best = new Map<string, EssentialItem>();
  for (const item of items) {
    const current = best.get(item.category);
    if (!current || item.discountPercentage > current.discountPercentage) best.set(item.category, item);
  }
  return (Object.keys(ESSENTIAL_CATEGORIES) as EssentialCategory[]).flatMap((category) => {
    const item = best.get(category);
    return item
      ? [
          {
            category,
            displayName: ESSENTIAL_CATEGORIES[category],
            item,
            bestDeal: item.discountPercentage >= BEST_DEAL_DISCOUNT,
          },
        ]
      : [];
  });
}
