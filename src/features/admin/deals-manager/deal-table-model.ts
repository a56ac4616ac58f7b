import { createSortedRowModel, rowSortingFeature, sortFn_basic, tableFeatures } from '@tanstack/react-table';
import { DEAL_COLUMNS } from './deal-columns';

/** TanStack Table's set-up for the deals table: sorting only, on each column's sort value. */
export const dealTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});

export const dealTableColumns = DEAL_COLUMNS.map((c) => ({
  id: c.id,
  header: c.header,
  accessorFn: c.sortValue ?? (() => 0),
  enableSorting: c.sortValue !== undefined,
  sortDescFirst: c.numeric ?? false,
  sortFn: 'basic' as const,
}));
