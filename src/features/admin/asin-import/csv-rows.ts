import { hasCategory } from '../../../rules/category';
import type { CsvRowPlan } from '../../../schemas/csv-import';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../schemas/deal';

const typeLabel = (type: string) => PRODUCT_TYPE_LABELS[type as ProductType] ?? type;

/** What a row of the CSV import does, as the dry run lists it. */
export function csvRowText(row: CsvRowPlan): string {
  switch (row.action) {
    case 'new':
      return 'New: will be fetched from the retailer and wait for approval';
    case 'unchanged':
      return 'Already listed: no change';
    case 'refused':
      return `Refused: ${row.reason ?? 'cannot be imported'}`;
    case 'change': {
      const current = row.current ?? { category: '', productType: '', isApproved: false };
      const changes: string[] = [];
      if (current.category !== row.category) changes.push(`category ${current.category} → ${row.category}`);
      if (current.productType !== row.productType) {
        changes.push(`type ${typeLabel(current.productType)} → ${typeLabel(row.productType)}`);
      }
      const unapproved = current.isApproved && !hasCategory(row.category) ? ' (it will be deactivated)' : '';
      return `Already listed: ${changes.join(', ')}${unapproved}`;
    }
  }
}
