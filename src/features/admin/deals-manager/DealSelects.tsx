import { UNCATEGORIZED, type CategoryOption } from '../../../schemas/categories';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type Deal, type ProductType } from '../../../schemas/deal';
import { hasCategory } from '../../../rules/category';
import { setDealCategory, setDealProductType } from './deals.store';

const selectClass =
  'w-full rounded-lg border border-brand-200 bg-white px-2 py-1.5 text-sm text-ink disabled:opacity-60 focus:border-brand-700';

/** One option per category, for every category select of the admin. */
export function CategoryOptions({ categories }: { categories: readonly CategoryOption[] }) {
  return categories.map((c) => (
    <option key={c.id} value={c.id}>
      {c.label}
    </option>
  ));
}

interface Props {
  deal: Deal;
  pending: boolean;
  /** In the table the column header shows the name: the label is for screen readers only. */
  compact?: boolean;
}

const labelText = (text: string, compact?: boolean) => (compact ? <span className="sr-only">{text}</span> : text);

/** The deal's category; 'Select category' when it has none. */
export function CategorySelect({
  deal,
  pending,
  categories,
  compact,
}: Props & { categories: readonly CategoryOption[] }) {
  const known = categories.some((c) => c.id === deal.category);
  return (
    <label className="block text-xs font-semibold text-muted">
      {labelText('Category', compact)}
      <select
        className={selectClass}
        value={hasCategory(deal.category) ? deal.category : UNCATEGORIZED}
        disabled={pending}
        onChange={(e) => void setDealCategory(deal, e.target.value)}
      >
        <option value={UNCATEGORIZED}>Select category</option>
        {!known && hasCategory(deal.category) && (
          <option value={deal.category}>{deal.categoryLabel || deal.category}</option>
        )}
        <CategoryOptions categories={categories} />
      </select>
    </label>
  );
}

/** Regular, Curated, Best Seller or Trending. */
export function TypeSelect({ deal, pending, compact }: Props) {
  return (
    <label className="block text-xs font-semibold text-muted">
      {labelText('Product type', compact)}
      <select
        className={selectClass}
        value={deal.productType}
        disabled={pending}
        onChange={(e) => void setDealProductType(deal, e.target.value as ProductType)}
      >
        {PRODUCT_TYPES.map((t) => (
          <option key={t} value={t}>
            {PRODUCT_TYPE_LABELS[t]}
          </option>
        ))}
      </select>
    </label>
  );
}
