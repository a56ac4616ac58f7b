import { UNCATEGORIZED } from '../schemas/category-lists';

/** Category values that mean "no category" (compared trimmed): such a deal cannot be approved. */
export const NO_CATEGORY: readonly string[] = ['', UNCATEGORIZED];

/** Approval needs a category that is neither empty nor 'uncategorized'. */
export function hasCategory(category: string | null | undefined): boolean {
  return !NO_CATEGORY.includes((category ?? '').trim());
}

/** What the operator is told when approval is refused for want of a category. */
export const ASSIGN_CATEGORY_FIRST = 'Assign a category first';

/** What a category id in an address may be (`/category/{id}`, `/api/products/category/:category`). */
export const CATEGORY_ID_PATTERN = /^[a-z0-9_-]+$/;
export const CATEGORY_ID_MAX_LENGTH = 50;

export const isCategoryId = (id: string): boolean =>
  id.length <= CATEGORY_ID_MAX_LENGTH && CATEGORY_ID_PATTERN.test(id);
