/** What a struck-through price is, as the retailer says (Creators API `savingBasisType` and its label). */
export interface SavingBasis {
  savingBasisType: string | null;
  savingBasisLabel: string | null;
}

/** Our words for each saving basis type, when the retailer sends no label of its own. */
const BASIS_LABELS: Record<string, string> = {
  LIST_PRICE: 'List Price:',
  WAS_PRICE: 'Was:',
  LOWEST_PRICE: 'Lowest price in 30 days:',
  LOWEST_PRICE_STRIKETHROUGH: 'Lowest price in 30 days:',
};

/**
 * The words beside a struck-through price ('List Price:', 'Was:', 'Lowest price in 30 days'):
 * the retailer's own label, else ours for its type; null when the retailer named no basis.
 */
export function savingBasisText(basis: SavingBasis): string | null {
  const label = basis.savingBasisLabel?.trim();
  if (label) return label;
  return basis.savingBasisType ? (BASIS_LABELS[basis.savingBasisType] ?? null) : null;
}
