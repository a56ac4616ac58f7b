import { UNCATEGORIZED } from '../schemas/category-lists';

/** Category values that mean "no category" (compared trimmed): such a deal cannot be approved. */
export const NO_CATEGORY: readonly string[] = ['', UNCATEGORIZED];

/** Approval needs a category that is neither empty nor 'uncategorized'. */
export function hasCategory(category: string | null | undefined): boolean {
  return !NO_CATEGORY.includes((category ?? '').trim());
}

/** What the operator is told when approval is refused for want of a category. */
export const ASSIGN_CATEGORY_FIRST = 'Assign a category first';
