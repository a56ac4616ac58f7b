import { createHash } from 'node:crypto';
import { formatUsd } from '../../lib/format';
import type { AssociatesReportSource, ReportListing } from './associates-report';
import { hashString, intBetween, mulberry32 } from './demo-catalog-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (cents: number) => `"${formatUsd(cents / 100)}"`;

/** One made-up day, the same every time it is asked: busier at weekends, 5 to 9% of clicks ordered. */
function demoDay(day: string) {
  const rng = mulberry32(hashString(`associates:${day}`));
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  const clicks = intBetween(rng, 120, 240) + (weekend ? 60 : 0);
  const orderedItems = Math.round((clicks * intBetween(rng, 50, 90)) / 1000);
  const shippedItems = Math.max(0, orderedItems - intBetween(rng, 0, 3));
  const revenueCents = shippedItems * intBetween(rng, 1800, 3200);
  const earningsCents = Math.round((revenueCents * intBetween(rng, 30, 45)) / 1000);
  return { day, clicks, orderedItems, shippedItems, revenueCents, earningsCents };
}

/** A month's daily-trends CSV up to the day before `now` (the shape decision 13 reads). */
function monthFile(month: string, now: Date): string {
  const start = Date.parse(`${month}-01T00:00:00Z`);
  const yesterday = Date.parse(isoDay(now.getTime())) - DAY_MS;
  const days: ReturnType<typeof demoDay>[] = [];
  for (let ms = start; ms <= yesterday && isoDay(ms).startsWith(month); ms += DAY_MS) days.push(demoDay(isoDay(ms)));
  const sum = (key: 'clicks' | 'orderedItems' | 'shippedItems' | 'revenueCents' | 'earningsCents') =>
    days.reduce((total, d) => total + d[key], 0);
  return [
    `Fee-DailyTrends reports from ${month}-01 to ${days.at(-1)?.day ?? month}`,
    'Date,Clicks,Ordered Items,Shipped Items,Revenue,Earnings',
    ...days.map(
      (d) =>
        `${d.day},${d.clicks},${d.orderedItems},${d.shippedItems},${money(d.revenueCents)},${money(d.earningsCents)}`,
    ),
    `Total,${sum('clicks')},${sum('orderedItems')},${sum('shippedItems')},${money(sum('revenueCents'))},${money(sum('earningsCents'))}`,
    '',
  ].join('\n');
}

/** The demo catalog's Associates reports: this month's and last month's daily trends, made up in process. */
export function demoAssociatesReports(now: () => Date): AssociatesReportSource {
  const files = () => {
    const at = now();
    const yesterday = Date.parse(isoDay(at.getTime())) - DAY_MS;
    const months = [...new Set([isoDay(yesterday - 31 * DAY_MS), isoDay(yesterday)].map((d) => d.slice(0, 7)))];
    return new Map(months.map((m) => [`daily-trends-${m}.csv`, Buffer.from(monthFile(m, at))]));
  };
  return {
    async listReports() {
      const at = now().toISOString();
      return [...files()].map(([filename, bytes]): ReportListing => ({
        filename,
        md5: createHash('md5').update(bytes).digest('hex'),
        size: bytes.length,
        lastModified: at,
      }));
    },
    async fetchReport(filename) {
      const bytes = files().get(filename);
      if (!bytes) throw new Error(`no demo report named ${filename}`);
      return bytes;
    },
  };
}
