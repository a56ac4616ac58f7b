import { formatCount } from '../../../lib/format';
import type { AssociatesDay } from '../../../schemas/associates';
import { UNCATEGORIZED } from '../../../schemas/categories';
import { CLICK_SOURCE_LABELS } from '../../../schemas/clicks';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../schemas/deal';

/** The Analytics tab's filters: the same as GET /api/deal-clicks/stats (whole UTC days). */
export interface AnalyticsFilters {
  startDate: string;
  endDate: string;
  category: string;
  productType: ProductType | '';
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The default window: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 UTC days up to `now`, any category and type. */
export function defaultFilters(now: Date): AnalyticsFilters {
  const end = Date.parse(isoDay(now.getTime()));
  return { startDate: isoDay(end - (DEFAULT_DAYS - 1) * DAY_MS), endDate: isoDay(end), category: '', productType: '' };
}

/** Every day from start to end with its clicks: the days without clicks count 0, so the line does not skip them. */
export function fillDays(
  byDay: readonly { day: string; clicks: number }[],
  startDate: string,
  endDate: string,
): { day: string; clicks: number }[] {
  const counts = new Map(byDay.map((d) => [d.day, d.clicks]));
  const out: { day: string; clicks: number }[] = [];
  const end = Date.parse(endDate);
  // A reversed or unreadable range gives no days (the server refuses it anyway).
  for (let ms = Date.parse(startDate); ms <= end && out.length <= 366; ms += DAY_MS) {
    const day = isoDay(ms);
    out.push({ day, clicks: counts.get(day) ?? 0 });
  }
  return out;
}

/** 'Grid', 'Flash widget', ...; an unknown source is shown as recorded. */
export const sourceLabel = (source: string) => CLICK_SOURCE_LABELS[source] ?? source;

/** 'Best Seller', ...; clicks recorded without a type read 'Unknown'. */
export const productTypeLabel = (type: string) =>
  type in PRODUCT_TYPE_LABELS ? PRODUCT_TYPE_LABELS[type as ProductType] : type === 'unknown' ? 'Unknown' : type;

/** A category's label from the list; clicks recorded without one read 'Uncategorized'. */
export function categoryLabel(id: string, categories: readonly { id: string; label: string }[]): string {
  if (id === UNCATEGORIZED) return 'Uncategorized';
  return categories.find((c) => c.id === id)?.label ?? id;
}

/** '1 click from 1 visitor', '2,500 clicks from 592 visitors'. */
export function totalsLine(clicks: number, visitors: number): string {
  const n = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
  return `${n(clicks, 'click')} from ${n(visitors, 'visitor')}`;
}

/** A reported day beside the clicks we recorded that day (0 when none). */
export interface EarningsRow extends AssociatesDay {
  ourClicks: number;
}

/** The Associates report's days, each with our own clicks of that day. */
export function earningsRows(
  days: readonly AssociatesDay[],
  byDay: readonly { day: string; clicks: number }[],
): EarningsRow[] {
  const ours = new Map(byDay.map((d) => [d.day, d.clicks]));
  return days.map((d) => ({ ...d, ourClicks: ours.get(d.day) ?? 0 }));
}

/** How the last import of the reports went, in a line for the operator. */
export function lastImportLine(last: { status: string; startedAt: string; error: string | null } | null): string {
  if (!last)
    return 'No report imported yet: reports are read daily from the Creators API once its credentials are set.';
  const when = `${last.startedAt.slice(0, 10)} ${last.startedAt.slice(11, 16)} UTC`;
  if (last.status === 'running') return `Importing the reports (started ${when})...`;
  if (last.error) return `Last import ${when}: ${last.error}`;
  return `Last import ${when}: ${last.status}.`;
}
