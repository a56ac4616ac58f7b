import { describe, expect, it } from 'vitest';
import type { CsvRowPlan } from '../../../schemas/csv-import';
import { csvRowText } from './csv-rows';

const row = (plan: Partial<CsvRowPlan>): CsvRowPlan => ({
  line: 2,
  asin: 'B000000001',
  category: 'baby',
  productType: 'curated',
  action: 'new',
  ...plan,
});

describe('csvRowText', () => {
  it('says what a new, unchanged and refused row does', () => {
    expect(csvRowText(row({}))).toBe('New: will be fetched from the retailer and wait for approval');
    expect(csvRowText(row({ action: 'unchanged' }))).toBe('Already listed: no change');
    expect(csvRowText(row({ action: 'refused', reason: "unknown category 'garden'" }))).toBe(
      "Refused: unknown category 'garden'",
    );
  });

  it('names each change of a listed deal, types by their labels', () => {
    const current = { category: 'kitchen', productType: 'bestSeller', isApproved: false };
    expect(csvRowText(row({ action: 'change', current }))).toBe(
      'Already listed: category kitchen → baby, type Best Seller → Curated',
    );
    expect(csvRowText(row({ action: 'change', current: { ...current, productType: 'curated' } }))).toBe(
      'Already listed: category kitchen → baby',
    );
  });

  it('warns that an active deal set to uncategorized is deactivated', () => {
    const current = { category: 'kitchen', productType: 'curated', isApproved: true };
    expect(csvRowText(row({ action: 'change', category: 'uncategorized', current }))).toBe(
      'Already listed: category kitchen → uncategorized (it will be deactivated)',
    );
  });
});
