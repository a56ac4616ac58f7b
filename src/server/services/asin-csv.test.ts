import { describe, expect, it } from 'vitest';
import { planCsvRows, readAsinCsv, type CsvRow, type ListedDeal } from './asin-csv';

const categories = [
  { id: 'baby', label: 'Mama & Baby Essentials' },
  { id: 'kitchen', label: 'Home & Kitchen' },
];
const rowsOf = (text: string): CsvRow[] => {
  const read = readAsinCsv(text);
  if ('problem' in read) throw new Error(read.problem);
  return read.rows;
};

describe('readAsinCsv', () => {
  it('reads rows without a header as asin,category,productType, trimmed', () => {
    expect(rowsOf(' B000000001 , baby, curated\nB000000002,kitchen,regular')).toEqual([
      { line: 1, asin: 'B000000001', category: 'baby', productType: 'curated' },
      { line: 2, asin: 'B000000002', category: 'kitchen', productType: 'regular' },
    ]);
  });

  it('takes a header in any order and spelling of the three names', () => {
    expect(rowsOf('Product Type,ASIN,category\r\ntrending,B000000001,baby\n')).toEqual([
      { line: 2, asin: 'B000000001', category: 'baby', productType: 'trending' },
    ]);
    expect(rowsOf('asin,category,product_type\nB000000001,baby,regular')).toHaveLength(1);
  });

  it('keeps a row of the wrong width with its problem, and skips empty rows', () => {
    expect(rowsOf('B000000001,baby\n,,\nB000000002,baby,regular')).toEqual([
      {
        line: 1,
        asin: 'B000000001',
        category: 'baby',
        productType: '',
        problem: 'expected 3 values (asin,category,productType), found 2',
      },
      { line: 3, asin: 'B000000002', category: 'baby', productType: 'regular' },
    ]);
  });

  it.each([
    ['an empty file', '', 'The CSV file is empty: add one row per product, asin,category,productType.'],
    ['only blank rows', '\n,,\n', 'The CSV file is empty'],
    ['a header alone', 'asin,category,productType\n', 'The CSV file is empty'],
    [
      'a wrong header',
      'asin,cat,productType\nB000000001,baby,regular',
      "The header must name the columns asin,category,productType; this file's header is asin,cat,productType.",
    ],
    ['a header with an extra column', 'asin,category,productType,price\nB000000001,baby,regular,3', 'The header'],
    [
      'no row of three values',
      'B000000001,baby\nB000000002',
      'Each row needs 3 values, asin,category,productType; line 1 has 2.',
    ],
    ['an unclosed quote', 'B000000001,"baby,regular', 'Line 1: a quoted value is not closed'],
  ])('refuses %s', (_name, text, problem) => {
    const read = readAsinCsv(text);
    expect('problem' in read && read.problem).toContain(problem);
  });

  it('takes 1,000 rows and refuses 1,001, saying the limit', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `B${String(i).padStart(9, '0')},baby,regular`);
    expect(rowsOf(['asin,category,productType', ...lines(1000)].join('\n'))).toHaveLength(1000);
    expect(readAsinCsv(lines(1001).join('\n'))).toEqual({
      problem: 'The CSV file has 1,001 rows: at most 1,000 can be imported at once. Please split it.',
    });
  });
});

describe('planCsvRows', () => {
  const listed = new Map<string, ListedDeal>([
    ['B000000001', { category: 'baby', productType: 'regular', isApproved: true }],
    ['B000000002', { category: 'kitchen', productType: 'curated', isApproved: false }],
  ]);

  it('sorts rows into new, change and unchanged, by id or label in any case', () => {
    const plan = planCsvRows(
      rowsOf('b000000001,Baby,REGULAR\nB000000002,Mama & Baby Essentials,Best Seller\nB000000003,kitchen,bestSeller'),
      categories,
      listed,
    );
    expect(plan).toEqual([
      {
        line: 1,
        asin: 'B000000001',
        category: 'baby',
        productType: 'regular',
        action: 'unchanged',
        current: listed.get('B000000001'),
      },
      {
        line: 2,
        asin: 'B000000002',
        category: 'baby',
        productType: 'bestSeller',
        action: 'change',
        current: listed.get('B000000002'),
      },
      { line: 3, asin: 'B000000003', category: 'kitchen', productType: 'bestSeller', action: 'new' },
    ]);
  });

  it('accepts uncategorized as no category', () => {
    const [row] = planCsvRows(rowsOf('B000000001,uncategorized,regular'), categories, listed);
    expect(row).toMatchObject({ action: 'change', category: 'uncategorized' });
  });

  it('refuses bad ASINs, repeats, unknown or empty categories and types, with the reason', () => {
    const plan = planCsvRows(
      rowsOf(
        [
          'B0SHORT,baby,regular',
          'B000000009,baby,regular',
          'B000000009,kitchen,regular',
          'B000000008,garden,regular',
          'B000000007,,regular',
          'B000000006,baby,superDeal',
          'B000000005,baby,',
          'B000000004,baby',
        ].join('\n'),
      ),
      categories,
      listed,
    );
    expect(plan.map((r) => [r.line, r.action, r.reason])).toEqual([
      [1, 'refused', "'B0SHORT' is not an ASIN (10 letters or digits)"],
      [2, 'new', undefined],
      [3, 'refused', 'ASIN repeated: line 2 has it already'],
      [4, 'refused', "unknown category 'garden': use one of baby, kitchen, uncategorized"],
      [5, 'refused', 'category is empty: use one of baby, kitchen, uncategorized'],
      [6, 'refused', "unknown product type 'superDeal': use one of regular, curated, bestSeller, trending"],
      [7, 'refused', 'product type is empty: use one of regular, curated, bestSeller, trending'],
      [8, 'refused', 'expected 3 values (asin,category,productType), found 2'],
    ]);
  });
});
