import type { PushDailyStats } from '../../../schemas/push-stats';
import { ChartPanel } from './ChartPanel';
import { LineChart } from './Charts';

/**
 * Push notifications per day (UTC): subscribers at the day's end, new subscriptions, notifications
 * sent and failed, subscriptions the push services said were gone, and notifications tapped.
 */
export function PushPanel({ stats, error }: { stats: PushDailyStats | null; error: string | null }) {
  const days = stats?.days ?? [];
  const quiet = days.every((d) => d.subscribers + d.subscribed + d.sent + d.failed + d.removed + d.clicks === 0);
  return (
    <ChartPanel
      title="Push notifications"
      className="xl:col-span-2"
      note={
        <p className="text-xs text-muted" data-testid="push-stats-note">
          {error ?? 'Subscribers are counted at the end of each day (UTC); taps are clicks with source push.'}
        </p>
      }
      isEmpty={quiet}
      emptyText="No push subscribers in this period"
      columns={['Day', 'Subscribers', 'New', 'Sent', 'Failed', 'Removed', 'Taps']}
      rows={days.map((d) => [d.day, d.subscribers, d.subscribed, d.sent, d.failed, d.removed, d.clicks])}
      chart={
        <LineChart
          label="Push notifications sent per day"
          series="Sent"
          labels={days.map((d) => d.day.slice(5))}
          values={days.map((d) => d.sent)}
        />
      }
      collapsedRows
    />
  );
}
