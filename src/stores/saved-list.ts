import { isAsin } from '../rules/asins';
import { MAX_SAVED } from '../rules/saved-deals';

/** A saved deal: enough to name it and show its picture after it has ended. */
export interface SavedDeal {
  asin: string;
  title: string;
  imageUrl: string;
  /** ISO time of saving. */
  savedAt: string;
}

/** The list as the server renders it (one shared value, as useSyncExternalStore wants). */
export const NOTHING_SAVED: SavedDeal[] = [];

// Checked by hand rather than with zod: this module ships in the heart button's small island.
function isSavedDeal(item: unknown): item is SavedDeal {
  if (typeof item !== 'object' || item === null) return false;
  const { asin, title, imageUrl, savedAt } = item as Record<string, unknown>;
  return (
    typeof asin === 'string' &&
    isAsin(asin) &&
    typeof title === 'string' &&
    typeof imageUrl === 'string' &&
    typeof savedAt === 'string'
  );
}

/** The list stored under the localStorage key: anything unreadable counts as an empty list, bad entries are dropped. */
export function parseSavedList(raw: string | null): SavedDeal[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  const list: SavedDeal[] = [];
  for (const item of json) {
    if (!isSavedDeal(item) || list.some((d) => d.asin === item.asin)) continue;
    const { asin, title, imageUrl, savedAt } = item;
    list.push({ asin, title, imageUrl, savedAt });
  }
  return list.slice(0, MAX_SAVED);
}

/** The list with `deal` first (newest first), without an older copy of it, at most MAX_SAVED long. */
export function withSaved(list: SavedDeal[], deal: SavedDeal): SavedDeal[] {
  return [deal, ...list.filter((d) => d.asin !== deal.asin)].slice(0, MAX_SAVED);
}

export const withoutSaved = (list: SavedDeal[], asin: string): SavedDeal[] => list.filter((d) => d.asin !== asin);
