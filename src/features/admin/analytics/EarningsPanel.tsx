import { formatCount, formatUsd } from '../../../lib/format';
import type { AssociatesEarnings } from '../../../schemas/associates';
import type { ClickStats } from '../../../schemas/clicks';
import { earningsRows, lastImportLine } from './analytics-series';
import { ChartPanel } from './ChartPanel';
import { EarningsChart } from './Charts';

const EARNINGS_COLUMN = 5;

/**
 * Ordered items and earnings per day from the Associates reports, beside our clicks of the
 * same day. The reports know no category or product type: the panel covers all of them.
 */
export function EarningsPanel({
  earnings,
  stats,
  error,
}: {
  earnings: AssociatesEarnings | null;
  stats: ClickStats | null;
  error: string | null;
}) {
  const rows = earningsRows(earnings?.days ?? [], stats?.byDay ?? []);
  const note = (
    <p className="text-xs text-muted" data-testid="earnings-last-import">
      {error ?? lastImportLine(earnings?.lastImport ?? null)} Reports cover every category and type.
    </p>
  );
  return (
    <ChartPanel
      title="Orders and earnings (Associates reports)"
      className="xl:col-span-2"
      note={note}
      isEmpty={rows.length === 0}
      emptyText="No report days in this period"
      columns={['Day', 'Our clicks', 'Retailer clicks', 'Ordered items', 'Shipped items', 'Earnings']}
      rows={rows.map((r) => [r.day, r.ourClicks, r.clicks, r.orderedItems, r.shippedItems, r.earnings])}
      formatCell={(value, column) => (column === EARNINGS_COLUMN ? formatUsd(value) : formatCount(value))}
      chart={
        <EarningsChart
          label="Our clicks, ordered items and earnings per day"
          labels={rows.map((r) => r.day.slice(5))}
          clicks={rows.map((r) => r.ourClicks)}
          orderedItems={rows.map((r) => r.orderedItems)}
          earnings={rows.map((r) => r.earnings)}
        />
      }
      collapsedRows
    />
  );
}
