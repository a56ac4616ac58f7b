import { z } from './zod';
import { ESSENTIAL_CATEGORIES, type EssentialCategory } from './category-lists';

/** A deal category as the API and the category bar see it. */
export const categoryOptionSchema = z.object({ id: z.string(), label: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
export const categoryOptionListSchema = z.array(categoryOptionSchema);

export { DEFAULT_CATEGORIES, ESSENTIAL_CATEGORIES, UNCATEGORIZED, type EssentialCategory } from './category-lists';

export const essentialCategorySchema = z.enum(
  Object.keys(ESSENTIAL_CATEGORIES) as [EssentialCategory, ...EssentialCategory[]],
);
