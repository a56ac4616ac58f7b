import { useStore } from '@nanostores/react';
import { $deals, $dealsRemaining } from '../deals-manager/deals.store';
import { $metricsOpen, toggleMetrics } from '../shell/panel.store';
import { ManualGuide } from './ManualGuide';
import { percentOf } from './metrics';
import { $adminMetrics } from './metrics.store';

interface Tile {
  label: string;
  value: string | number;
  note?: string;
}

/** The collapsible dashboard: deal metrics, or the manual-uploads guide on the manual tab. */
export function MetricsDashboard({ manual }: { manual: boolean }) {
  const open = useStore($metricsOpen);
  const m = useStore($adminMetrics);
  const deals = useStore($deals);
  const remaining = useStore($dealsRemaining);
  const superDeal = deals.find((d) => d._id === m.superDealId);
  const pct = (n: number) => `${percentOf(n, m.total)}%`;
  const tiles: Tile[] = [
    { label: 'Total Deals', value: m.total },
    { label: 'Active', value: m.active, note: pct(m.active) },
    { label: 'Inactive', value: m.inactive, note: pct(m.inactive) },
    { label: 'Super Deal', value: superDeal ? 'Set' : 'None', note: superDeal ? superDeal.title : 'mark one below' },
    { label: 'Avg Discount', value: `${m.averageDiscount}%`, note: 'of discounted' },
    { label: 'Highest Discount', value: `${m.highestDiscount}%` },
    { label: 'Prime', value: m.prime, note: pct(m.prime) },
    { label: 'Trending', value: m.trending, note: pct(m.trending) },
    { label: 'Expired', value: m.expired, note: pct(m.expired) },
    { label: 'Added (7 days)', value: m.addedLast7Days, note: pct(m.addedLast7Days) },
    { label: 'Updated (24 h)', value: m.priceChangedLast24Hours, note: pct(m.priceChangedLast24Hours) },
    {
      label: 'Top Category',
      value: m.topCategory ? m.topCategory.label : '—',
      note: m.topCategory ? `${m.topCategory.count}` : undefined,
    },
  ];

  return (
    <section aria-labelledby="admin-metrics-title" className="rounded-2xl bg-white px-4 py-3 shadow-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id="admin-metrics-title" className="text-sm font-bold">
          {manual ? 'Manual Uploads Guide' : 'Deal Metrics'}
        </h2>
        <button
          type="button"
          onClick={toggleMetrics}
          aria-expanded={open}
          aria-controls="admin-metrics-body"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <div id="admin-metrics-body" className="mt-2">
          {manual ? (
            <ManualGuide />
          ) : remaining > 0 ? (
            // Counts over part of the list would be wrong: they wait for the rest.
            <p className="text-sm text-muted" role="status">
              Counting once every deal has loaded ({deals.length} of {deals.length + remaining})...
            </p>
          ) : (
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {tiles.map((t) => (
                <div key={t.label} className="flex flex-col rounded-xl bg-brand-50 px-3 py-1.5" data-testid="metric">
                  <dt className="text-[11px] font-semibold text-muted uppercase">{t.label}</dt>
                  {/* The value never truncates (it wraps); only the note under it may, with its full text on hover. */}
                  <dd className="flex min-w-0 flex-col">
                    <span className="text-lg leading-tight font-bold break-words text-ink">{t.value}</span>
                    {t.note && (
                      <span className="truncate text-[11px] text-muted" title={t.note}>
                        {t.note}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </section>
  );
}
