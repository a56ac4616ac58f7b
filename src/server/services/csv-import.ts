import { eq, inArray } from 'drizzle-orm';
import { importCountsLine } from '../../rules/import-summary';
import { UNCATEGORIZED, type CategoryOption } from '../../schemas/categories';
import type { CsvImportResult, CsvRowAction, CsvRowPlan } from '../../schemas/csv-import';
import type { Db } from '../db/client';
import { deals } from '../db/schema';
import { inBatches } from '../retailer/retailer-client';
import { categoryColumns, listCategories } from './admin-deals';
import { InvalidInputError } from './domain-errors';
import { planCsvRows, readAsinCsv, type ListedDeal } from './asin-csv';
import type { ImportCuration } from './retailer-deals';

/** ASINs per look-up of the listed deals. */
const LOOKUP_BATCH = 500;

export interface CsvPlan {
  rows: CsvRowPlan[];
  categories: CategoryOption[];
}

/** Reads the file and says what each row would do; a file that cannot be read is a 400 naming why. */
export async function planCsvImport(db: Db, text: string): Promise<CsvPlan> {
  const read = readAsinCsv(text);
  if ('problem' in read) throw new InvalidInputError(read.problem);
  const categories = await listCategories(db);
  const asins = [...new Set(read.rows.map((r) => r.asin.toUpperCase()))];
  const listed = new Map<string, ListedDeal>();
  for (const batch of inBatches(asins, LOOKUP_BATCH)) {
    const rows = await db
      .select({
        asin: deals.asin,
        category: deals.category,
        productType: deals.productType,
        isApproved: deals.isApproved,
      })
      .from(deals)
      .where(inArray(deals.asin, batch));
    for (const { asin, ...deal } of rows) listed.set(asin, deal);
  }
  return { rows: planCsvRows(read.rows, categories, listed), categories };
}

/** The rows' counts by action. */
export function countRows(rows: readonly CsvRowPlan[]): Record<CsvRowAction, number> {
  const counts: Record<CsvRowAction, number> = { new: 0, change: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.action]++;
  return counts;
}

const chosenCategory = (id: string, categories: readonly CategoryOption[]) =>
  id === UNCATEGORIZED ? UNCATEGORIZED : (categories.find((c) => c.id === id) ?? UNCATEGORIZED);

/** Category and type of the new rows, for the import job. */
export function newRowCuration(plan: CsvPlan): Map<string, ImportCuration> {
  const curation = new Map<string, ImportCuration>();
  for (const row of plan.rows) {
    if (row.action !== 'new') continue;
    const category = chosenCategory(row.category, plan.categories);
    curation.set(row.asin, {
      category: category === UNCATEGORIZED ? UNCATEGORIZED : category.id,
      categoryLabel: category === UNCATEGORIZED ? '' : category.label,
      productType: row.productType,
    });
  }
  return curation;
}

/** Gives the listed deals of 'change' rows their new category and type, in one transaction. */
export async function applyCsvChanges(db: Db, plan: CsvPlan, now: Date): Promise<void> {
  const changes = plan.rows.filter((r) => r.action === 'change');
  if (changes.length === 0) return;
  await db.transaction(async (tx) => {
    for (const row of changes) {
      const changed = row.category !== row.current?.category;
      await tx
        .update(deals)
        .set({
          ...(changed ? categoryColumns(chosenCategory(row.category, plan.categories)) : {}),
          productType: row.productType,
          lastUpdated: now,
        })
        .where(eq(deals.asin, row.asin));
    }
  });
}

/** What the operator reads: 'Dry run: 3 new, 2 already listed, 1 refused; 1 listed deal to change. Nothing was written.' */
export function csvImportMessage({ dryRun, counts }: Pick<CsvImportResult, 'dryRun' | 'counts'>): string {
  const line = importCountsLine({
    created: counts.new,
    updated: counts.change + counts.unchanged,
    refused: counts.refused,
  });
  const deals = counts.change === 1 ? 'deal' : 'deals';
  if (dryRun) return `Dry run: ${line}; ${counts.change} listed ${deals} to change. Nothing was written.`;
  const fetching = counts.new > 0 ? ' The new products are being fetched from the retailer.' : '';
  return `CSV import: ${line}; ${counts.change} listed ${deals} changed.${fetching}`;
}
