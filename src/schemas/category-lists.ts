/**
 * The fixed category lists, free of zod so browser bundles can import them cheaply.
 * categories.ts re-exports everything here next to the zod schemas.
 */

/** The default category bar (id = label), used unless the server supplies a list. */
export const DEFAULT_CATEGORIES: { id: string; label: string }[] = [
  { id: 'home', label: 'Home' },
  { id: 'kitchen', label: 'Home & Kitchen' },
  { id: 'baby', label: 'Mama & Baby Essentials' },
  { id: 'toddler', label: 'Toddler Essentials' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'toys', label: 'Toys & Learning' },
  { id: 'beauty', label: 'Beauty' },
  { id: 'pantry', label: 'Pantry' },
  { id: 'men', label: 'For Him' },
  { id: 'books', label: 'Book Deals' },
  { id: 'deals', label: '$10 & Under' },
];

/** 'uncategorized' (or empty) means the deal has no category and cannot be approved. */
export const UNCATEGORIZED = 'uncategorized';

export const ESSENTIAL_CATEGORIES = {
  toilet_paper: 'Toilet Paper',
  paper_towels: 'Paper Towels',
  laundry_detergent: 'Laundry Detergent',
  trash_bags: 'Trash Bags',
  dish_soap: 'Dish Soap',
  baby_wipes: 'Baby Wipes',
  disinfectant_wipes: 'Disinfectant Wipes',
  cleaning_spray: 'Cleaning Spray',
  hand_soap: 'Hand Soap',
  batteries: 'Batteries',
} as const;

export type EssentialCategory = keyof typeof ESSENTIAL_CATEGORIES;
