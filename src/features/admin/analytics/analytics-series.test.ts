import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  defaultFilters,
  earningsRows,
  fillDays,
  lastImportLine,
  productTypeLabel,
  sourceLabel,
  totalsLine,
} from './analytics-series';

describe('defaultFilters', () => {
  it('covers the last 30 UTC days, today included', () => {
    expect(defaultFilters(new Date('2026-11-21T23:30:00Z'))).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-21',
      category: '',
      productType: '',
    });
  });
});

describe('fillDays', () => {
  it('lists every day of the range, 0 where nothing was clicked', () => {
    expect(
      fillDays(
        [
          { day: '2026-11-19', clicks: 4 },
          { day: '2026-11-21', clicks: 1 },
        ],
        '2026-11-18',
        '2026-11-21',
      ),
    ).toEqual([
      { day: '2026-11-18', clicks: 0 },
      { day: '2026-11-19', clicks: 4 },
      { day: '2026-11-20', clicks: 0 },
      { day: '2026-11-21', clicks: 1 },
    ]);
  });

  it('crosses month ends and gives nothing for a reversed or unreadable range', () => {
    expect(fillDays([], '2026-02-28', '2026-03-01').map((d) => d.day)).toEqual(['2026-02-28', '2026-03-01']);
    expect(fillDays([], '2026-11-21', '2026-11-20')).toEqual([]);
    expect(fillDays([], 'soon', '2026-11-20')).toEqual([]);
  });
});

describe('labels', () => {
  it('names sources, types and categories for people', () => {
    expect(sourceLabel('deal-grid')).toBe('Grid');
    expect(sourceLabel('flash-widget')).toBe('Flash widget');
    expect(sourceLabel('something-new')).toBe('something-new');
    expect(productTypeLabel('bestSeller')).toBe('Best Seller');
    expect(productTypeLabel('unknown')).toBe('Unknown');
    expect(categoryLabel('baby', [{ id: 'baby', label: 'Mama & Baby Essentials' }])).toBe('Mama & Baby Essentials');
    expect(categoryLabel('uncategorized', [])).toBe('Uncategorized');
    expect(categoryLabel('gone', [])).toBe('gone');
  });
});

describe('totalsLine', () => {
  it('says click and visitor in the singular for one', () => {
    expect(totalsLine(1, 1)).toBe('1 click from 1 visitor');
    expect(totalsLine(2500, 592)).toBe('2,500 clicks from 592 visitors');
    expect(totalsLine(0, 0)).toBe('0 clicks from 0 visitors');
  });
});

describe('earningsRows', () => {
  it("puts our clicks of each reported day beside the report's numbers", () => {
    const day = { clicks: 50, orderedItems: 3, shippedItems: 2, revenue: 40, earnings: 1.6 };
    expect(
      earningsRows(
        [
          { day: '2026-11-19', ...day },
          { day: '2026-11-20', ...day },
        ],
        [{ day: '2026-11-20', clicks: 7 }],
      ).map((r) => [r.day, r.ourClicks, r.orderedItems]),
    ).toEqual([
      ['2026-11-19', 0, 3],
      ['2026-11-20', 7, 3],
    ]);
  });
});

describe('lastImportLine', () => {
  it('says whether the reports were ever read, and names the last error', () => {
    expect(lastImportLine(null)).toMatch(/^No report imported yet/);
    const at = '2026-11-21T13:30:05.000Z';
    expect(lastImportLine({ status: 'succeeded', startedAt: at, error: null })).toBe(
      'Last import 2026-11-21 13:30 UTC: succeeded.',
    );
    expect(lastImportLine({ status: 'failed', startedAt: at, error: 'Could not import a.csv: bad' })).toBe(
      'Last import 2026-11-21 13:30 UTC: Could not import a.csv: bad',
    );
  });
});
