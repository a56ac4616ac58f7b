import { namedUnits, numberBefore } from '../../src/rules/unit-words';
import type { EssentialCategory } from '../../src/schemas/categories';
import type { DemoProduct } from '../../src/server/retailer/demo-catalog';

/** An item's unit count and the unit's word, singular ('roll'). */
export interface DemoUnits {
  unitCount: number | null;
  unitLabel: string | null;
}

const NO_UNITS: DemoUnits = { unitCount: null, unitLabel: null };

/** What one of an essential's "N Count" or "N Pack" is. */
const ESSENTIAL_UNITS: Partial<Record<EssentialCategory, { count?: string; pack?: string }>> = {
  laundry_detergent: { count: 'load' },
  trash_bags: { count: 'bag' },
  baby_wipes: { count: 'wipe' },
  disinfectant_wipes: { count: 'wipe' },
  batteries: { count: 'battery' },
  dish_soap: { pack: 'bottle' },
  cleaning_spray: { pack: 'bottle' },
  hand_soap: { pack: 'bottle' },
};

/**
 * The demo catalog's unit count for a product, from what its variant says: named units ("24
 * Family Mega Rolls" is 24 rolls), else for essentials their "N Count" (times "M Pack": 75 Count,
 * 3 Pack is 225 wipes) or "N Pack" of bottles. Nothing when the variant does not say (a "92 fl oz"
 * jug, a "2 Pack" of leggings): no unit price is better than a guessed one.
 */
export function demoUnits(variant: string, essential: EssentialCategory | null): DemoUnits {
  const named = namedUnits(variant);
  if (named) return { unitCount: named.count * (numberBefore(variant, 'packs?') ?? 1), unitLabel: named.word };
  const words = essential ? ESSENTIAL_UNITS[essential] : undefined;
  if (!words) return NO_UNITS;
  const count = numberBefore(variant, 'count');
  const packs = numberBefore(variant, 'packs?');
  if (words.count && count) {
    // "12 Packs, 672 Count" already counts every wipe; "75 Count, 3 Pack" counts one pack.
    const perPack = /count\s*,\s*\d+\s+pack/i.test(variant) ? (packs ?? 1) : 1;
    return { unitCount: count * perPack, unitLabel: words.count };
  }
  if (words.pack && packs) return { unitCount: packs, unitLabel: words.pack };
  return NO_UNITS;
}

/** What the retailer's own unit price divides by: a product's fluid ounces, else its unit count. */
export type DemoMeasure = DemoProduct['unitMeasure'];

/**
 * The demo's stand-in for the Creators API's price.pricePerUnit: liquids by the fluid ounce
 * ("25 fl oz, 6 Pack" is 150 fl oz), other items with a unit count by the count; else none.
 */
export function demoMeasure(variant: string, units: DemoUnits): DemoMeasure {
  const ounces = /(\d+(?:\.\d+)?)\s*fl oz/i.exec(variant);
  if (ounces) return { count: Number(ounces[1]) * (numberBefore(variant, 'packs?') ?? 1), unit: 'fl oz' };
  return units.unitCount ? { count: units.unitCount, unit: 'count' } : null;
}
