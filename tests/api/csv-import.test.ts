import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CsvImportResult } from '../../src/schemas/csv-import';
import type { JobRunView } from '../../src/schemas/retailer';
import { deals, jobRuns } from '../../src/server/db/schema';
import { createMemoryRetailer, gate, retailerItem } from '../support/fake-creators-api';
import { insertCategories, insertDeals, nextAsin } from '../support/factories';
import { type ApiBody, readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const URL = '/api/admin/amazon/import-csv';

describe('POST /api/admin/amazon/import-csv', () => {
  let t: TestApp;
  let memory: ReturnType<typeof createMemoryRetailer>;
  // Listed: approved trending baby deal from the feed; a pending kitchen upload; an approved kitchen deal.
  const kept = nextAsin();
  const moved = nextAsin();
  const cleared = nextAsin();
  const fresh = [nextAsin(), nextAsin()];
  const missing = nextAsin();

  beforeEach(async () => {
    memory = createMemoryRetailer();
    memory.add(...fresh.map((asin) => retailerItem({ asin })));
    t = await createTestApp({ retailer: memory.retailer });
    await insertCategories(t.db);
    await insertDeals(t.db, [
      { asin: kept, category: 'baby', productType: 'trending', source: 'feed', isApproved: true },
      { asin: moved, category: 'kitchen', productType: 'regular', source: 'manual', isApproved: false },
      { asin: cleared, category: 'kitchen', productType: 'regular', isApproved: true },
    ]);
    await t.signIn();
  });

  afterEach(() => t.close());

  const csv = [
    'asin,category,productType',
    `${kept},baby,trending`,
    `${moved.toLowerCase()},Mama & Baby Essentials,Curated`,
    `${cleared},uncategorized,regular`,
    `${fresh[0]},toys,bestSeller`,
    `${fresh[1]},kitchen,regular`,
    `${missing},beauty,regular`,
    'B0SHORT,baby,regular',
    `${fresh[0]},baby,regular`,
    `${nextAsin()},garden,regular`,
    `${nextAsin()},baby,superDeal`,
  ].join('\n');

  const stored = () =>
    t.db
      .select({
        asin: deals.asin,
        category: deals.category,
        categoryLabel: deals.categoryLabel,
        productType: deals.productType,
        isApproved: deals.isApproved,
        source: deals.source,
      })
      .from(deals)
      .orderBy(asc(deals.asin));

  it('needs the admin session', async () => {
    t.cookies.clear();
    expect((await t.request('POST', URL, { body: { csv, dryRun: true } })).status).toBe(401);
  });

  it('a dry run says what each row would do and writes nothing', async () => {
    const before = await stored();
    const res = await t.request('POST', URL, { body: { csv, dryRun: true } });
    expect(res.status).toBe(200);
    const { data, message } = await readJson<ApiBody<CsvImportResult>>(res);
    expect(message).toBe('Dry run: 3 new, 3 already listed, 4 refused; 2 listed deals to change. Nothing was written.');
    expect(data.counts).toEqual({ new: 3, change: 2, unchanged: 1, refused: 4 });
    expect(data.jobRunId).toBeNull();
    expect(data.rows.map((r) => [r.line, r.asin, r.action, r.category, r.productType, r.reason])).toEqual([
      [2, kept, 'unchanged', 'baby', 'trending', undefined],
      [3, moved, 'change', 'baby', 'curated', undefined],
      [4, cleared, 'change', 'uncategorized', 'regular', undefined],
      [5, fresh[0], 'new', 'toys', 'bestSeller', undefined],
      [6, fresh[1], 'new', 'kitchen', 'regular', undefined],
      [7, missing, 'new', 'beauty', 'regular', undefined],
      [8, 'B0SHORT', 'refused', 'baby', 'regular', "'B0SHORT' is not an ASIN (10 letters or digits)"],
      [9, fresh[0], 'refused', 'baby', 'regular', 'ASIN repeated: line 5 has it already'],
      [10, expect.any(String), 'refused', 'garden', 'regular', expect.stringContaining("unknown category 'garden'")],
      [
        11,
        expect.any(String),
        'refused',
        'baby',
        'superDeal',
        expect.stringContaining("unknown product type 'superDeal'"),
      ],
    ]);
    expect(data.rows[1].current).toEqual({ category: 'kitchen', productType: 'regular', isApproved: false });

    expect(await stored()).toEqual(before);
    expect(memory.calls.getItems).toEqual([]);
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });

  it('an import changes listed deals and fetches the new ones in the ASIN import job, pending approval', async () => {
    const res = await t.request('POST', URL, { body: { csv, dryRun: false } });
    expect(res.status).toBe(202);
    const { data, message } = await readJson<ApiBody<CsvImportResult>>(res);
    expect(message).toBe(
      'CSV import: 3 new, 3 already listed, 4 refused; 2 listed deals changed. The new products are being fetched from the retailer.',
    );
    expect(data.jobRunId).toEqual(expect.any(Number));
    await t.deps.tasks.idle();

    expect(memory.calls.getItems).toEqual([[fresh[0], fresh[1], missing]]);
    const rows = new Map((await stored()).map((r) => [r.asin, r]));
    expect(rows.get(kept)).toMatchObject({
      category: 'baby',
      productType: 'trending',
      isApproved: true,
      source: 'feed',
    });
    expect(rows.get(moved)).toMatchObject({
      category: 'baby',
      categoryLabel: 'Mama & Baby Essentials',
      productType: 'curated',
      isApproved: false,
    });
    // No category means no approval (the same rule as the category select).
    expect(rows.get(cleared)).toMatchObject({ category: 'uncategorized', categoryLabel: '', isApproved: false });
    expect(rows.get(fresh[0])).toMatchObject({
      category: 'toys',
      categoryLabel: 'Toys & Learning',
      productType: 'bestSeller',
      isApproved: false,
      source: 'manual',
    });
    expect(rows.get(fresh[1])).toMatchObject({ category: 'kitchen', productType: 'regular', isApproved: false });
    expect(rows.has(missing)).toBe(false);

    const runs = await readData<JobRunView[]>(await t.request('GET', '/api/admin/jobs?name=asin-import'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      id: data.jobRunId,
      status: 'succeeded',
      counts: { requested: 3, checked: 3, created: 2, updated: 0, refused: 0, notFound: 1, failed: 0 },
    });
  });

  it('an import of listed deals only answers 200 without a job', async () => {
    const res = await t.request('POST', URL, { body: { csv: `${moved},toys,trending`, dryRun: false } });
    expect(res.status).toBe(200);
    const { data, message } = await readJson<ApiBody<CsvImportResult>>(res);
    expect(data).toMatchObject({ jobRunId: null, counts: { new: 0, change: 1, unchanged: 0, refused: 0 } });
    expect(message).toBe('CSV import: 0 new, 1 already listed, 0 refused; 1 listed deal changed.');
    expect((await stored()).find((r) => r.asin === moved)).toMatchObject({ category: 'toys', productType: 'trending' });
  });

  it('refuses an import while an ASIN import runs, changing nothing', async () => {
    const hold = gate();
    memory.hooks.getItems = () => hold.opened;
    const first = await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: fresh[0] } });
    expect(first.status).toBe(202);
    const before = await stored();
    const res = await t.request('POST', URL, { body: { csv, dryRun: false } });
    expect(res.status).toBe(409);
    expect((await readJson(res)).message).toBe('An ASIN import is already running. Please wait for it to finish.');
    hold.open();
    await t.deps.tasks.idle();
    const after = new Map((await stored()).map((r) => [r.asin, r]));
    for (const row of before) expect(after.get(row.asin)).toEqual(row);
  });
});

describe('POST /api/admin/amazon/import-csv refuses a file it cannot read', () => {
  // Refused requests write nothing, so one app serves every case here.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertCategories(t.db);
    await t.signIn();
  });
  afterAll(() => t.close());

  it.each([
    [
      'an empty file',
      { csv: '', dryRun: true },
      'The CSV file is empty: add one row per product, asin,category,productType.',
    ],
    ['a header alone', { csv: 'asin,category,productType\r\n', dryRun: true }, 'The CSV file is empty'],
    [
      'a wrong header',
      { csv: 'asin,cat,type\nB000000001,baby,regular', dryRun: false },
      "The header must name the columns asin,category,productType; this file's header is asin,cat,type.",
    ],
    ['rows of two values', { csv: 'B000000001,baby\nB000000002,toys', dryRun: false }, 'Each row needs 3 values'],
    ['an unclosed quote', { csv: '"B000000001,baby,regular', dryRun: true }, 'Line 1: a quoted value is not closed'],
    [
      'too many rows',
      {
        csv: Array.from({ length: 1001 }, (_, i) => `B${String(i).padStart(9, '0')},baby,regular`).join('\n'),
        dryRun: false,
      },
      'The CSV file has 1,001 rows: at most 1,000 can be imported at once. Please split it.',
    ],
    ['an over-long text', { csv: 'x'.repeat(200_001), dryRun: true }, 'csv is too long: at most 200,000 characters'],
    ['no csv', { dryRun: true }, 'csv must be text'],
    ['no dryRun', { csv: 'B000000001,baby,regular' }, 'dryRun must be true or false'],
  ])('refuses %s with a 400 naming the problem, writing nothing', async (_name, body, problem) => {
    const res = await t.request('POST', URL, { body });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toContain(problem);
    expect(await t.db.select().from(deals)).toEqual([]);
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });
});
