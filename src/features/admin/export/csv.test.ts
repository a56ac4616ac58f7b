import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../tests/support/wire-deals';
import { csvText, dealsToCsv, exportFileName } from './csv';

/** A small RFC 4180 reader, to prove the file parses back to the same fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('CSV export', () => {
  it('has the columns of the spec, in order, after a byte order mark', () => {
    const [header] = dealsToCsv([])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe(
      'ID,Title,Price,Original Price,Discount %,Status,Super Deal,Category,Prime,Rating,Reviews,Last Updated',
    );
    expect(dealsToCsv([]).startsWith('\uFEFF')).toBe(true);
  });

  it('doubles quotes and quotes fields that can hold commas, quotes and newlines', () => {
    expect(csvText('Say "cheese", kids\nnow')).toBe('"Say ""cheese"", kids\nnow"');
    const deal = makeDeal({ title: 'Mug, 12 oz "large"\nblue', categoryLabel: 'Home, Kitchen & "More"' });
    const rows = parseCsv(dealsToCsv([deal]).slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe('Mug, 12 oz "large"\nblue');
    expect(rows[1][7]).toBe('Home, Kitchen & "More"');
  });

  it('writes one row per deal with statuses, flags and N/A for no category', () => {
    const deal = makeDeal({
      price: 9.5,
      originalPrice: 19,
      discountPercentage: 50,
      isApproved: true,
      isSuperDeal: true,
      isPrime: true,
      rating: 4,
      reviewCount: 1234,
      category: 'uncategorized',
      categoryLabel: '',
      lastUpdated: '2026-11-20T10:00:00.000Z',
    });
    const [, row] = parseCsv(dealsToCsv([deal]).slice(1));
    expect(row).toEqual([
      deal._id,
      deal.title,
      '9.50',
      '19.00',
      '50',
      'Active',
      'Yes',
      'N/A',
      'Yes',
      '4.0',
      '1234',
      '2026-11-20T10:00:00.000Z',
    ]);
    const [, other] = parseCsv(dealsToCsv([makeDeal({ isApproved: false })]).slice(1));
    expect(other.slice(5, 9)).toEqual(['Inactive', 'No', 'Home & Kitchen', 'No']);
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('names the file after the local date', () => {
    expect(exportFileName(new Date(2026, 10, 21, 23, 59))).toBe('deals_export_2026-11-21.csv');
    expect(exportFileName(new Date(2027, 0, 2))).toBe('deals_export_2027-01-02.csv');
  });
});
