import type { PrecedenceItem } from '../../schemas/admin';

/** Why a precedence update is refused, or null when it is acceptable. Each ASIN may appear once. */
export function findDuplicateAsin(items: readonly PrecedenceItem[]): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.asin)) return `products: ASIN ${item.asin} appears more than once`;
    seen.add(item.asin);
  }
  return null;
}

/**
 * Ordered deals of one list (one product type) must have distinct positions.
 * Items not in the catalogue (no productType) are ignored; they are reported as not found.
 */
export function findPositionClash(
  items: readonly (PrecedenceItem & { productType: string | undefined })[],
): string | null {
  const taken = new Map<string, string>();
  for (const item of items) {
    if (!item.takesPrecedence || item.productType === undefined) continue;
    const key = `${item.productType}:${item.precedenceOrder}`;
    const other = taken.get(key);
    if (other) return `products: ${other} and ${item.asin} both have precedenceOrder ${item.precedenceOrder}`;
    taken.set(key, item.asin);
  }
  return null;
}
