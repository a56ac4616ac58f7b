import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseReport, ReportFormatError, reportDay } from './associates-report';

const bytes = (text: string) => new TextEncoder().encode(text);
const csv = [
  'Fee-DailyTrends reports from 11-01-2026 to 11-02-2026',
  'Date,Clicks,Ordered Items,Shipped Items,Revenue,Earnings',
  '2026-11-01,"1,204",37,31,"$1,034.20",$41.37',
  '2026-11-02,98,4,5,112.5,(3.10)',
  'Total,1302,41,36,"$1,146.70",$38.27',
  '',
].join('\r\n');

describe('parseReport', () => {
  it('reads a daily-trends CSV after its title line: counts, money in cents, refunds negative, totals left out', () => {
    expect(parseReport(bytes(csv))).toEqual([
      {
        day: '2026-11-01',
        clicks: 1204,
        orderedItems: 37,
        shippedItems: 31,
        revenueCents: 103420,
        earningsCents: 4137,
      },
      { day: '2026-11-02', clicks: 98, orderedItems: 4, shippedItems: 5, revenueCents: 11250, earningsCents: -310 },
    ]);
  });

  it('reads the same file gzipped, and a TSV with other header wording and column order', () => {
    expect(parseReport(gzipSync(bytes(csv)))).toHaveLength(2);
    const tsv =
      '\uFEFFEarnings (USD)\tDate\tClicks\tItems Ordered\tItems Shipped\tTotal Revenue\n$2.00\t11/21/2026\t10\t1\t0\t$50.00\n';
    expect(parseReport(bytes(tsv))).toEqual([
      { day: '2026-11-21', clicks: 10, orderedItems: 1, shippedItems: 0, revenueCents: 5000, earningsCents: 200 },
    ]);
  });

  it.each([
    ['no header', 'hello,world\n1,2\n', 'no header line with Date and Clicks columns'],
    ['a missing column', 'Date,Clicks,Ordered Items,Revenue,Earnings\n', 'the header has no shipped items column'],
    [
      'a header without days',
      'Date,Clicks,Ordered Items,Shipped Items,Revenue,Earnings\n',
      'the file has a header but no days',
    ],
    [
      'a bad date',
      'Date,Clicks,Ordered Items,Shipped Items,Revenue,Earnings\n2026-02-30,1,1,1,1,1\n',
      "line 2: '2026-02-30' is not a date",
    ],
    [
      'a bad amount',
      'Date,Clicks,Ordered Items,Shipped Items,Revenue,Earnings\n2026-11-01,1,1,1,1,lots\n',
      "line 2: earnings 'lots' is not a number",
    ],
    ['broken gzip', '\x1f\x8b\x08garbage', 'the file looks gzipped but could not be unpacked'],
  ])('refuses %s with a message naming it', (_name, text, message) => {
    const file = text.startsWith('\x1f') ? Uint8Array.from(text, (c) => c.charCodeAt(0)) : bytes(text);
    expect(() => parseReport(file)).toThrow(new ReportFormatError(message));
  });
});

describe('reportDay', () => {
  it('reads ISO, US and month-name dates and refuses impossible ones', () => {
    expect(reportDay('2026-1-5')).toBe('2026-01-05');
    expect(reportDay('11/21/2026')).toBe('2026-11-21');
    expect(reportDay('Nov 21, 2026')).toBe('2026-11-21');
    expect(reportDay('13/01/2026')).toBeNull();
    expect(reportDay('yesterday')).toBeNull();
  });
});
