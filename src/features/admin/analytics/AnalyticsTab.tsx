import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../../schemas/deal';
import { CategoryOptions } from '../deals-manager/DealSelects';
import { $categories } from '../deals-manager/deals.store';
import { categoryLabel, fillDays, productTypeLabel, sourceLabel, totalsLine } from './analytics-series';
import {
  $analyticsError,
  $analyticsFilters,
  $analyticsLoading,
  $associatesEarnings,
  $clickStats,
  $earningsError,
  $pushStats,
  $pushStatsError,
  loadClickStats,
  setAnalyticsFilters,
} from './analytics.store';
import { BarChart, LineChart } from './Charts';
import { ChartPanel } from './ChartPanel';
import { EarningsPanel } from './EarningsPanel';
import { PushPanel } from './PushPanel';

/**
 * Analytics: clicks by day, the Associates reports' orders and earnings, push notifications per
 * day, top deals, and clicks by category, product type and source, each a chart over its numbers.
 */
export function AnalyticsTab() {
  const filters = useStore($analyticsFilters);
  const stats = useStore($clickStats);
  const loading = useStore($analyticsLoading);
  const error = useStore($analyticsError);
  const categories = useStore($categories);
  const earnings = useStore($associatesEarnings);
  const earningsError = useStore($earningsError);
  const pushStats = useStore($pushStats);
  const pushStatsError = useStore($pushStatsError);

  useEffect(() => {
    void loadClickStats();
  }, []);

  const days = stats ? fillDays(stats.byDay, filters.startDate, filters.endDate) : [];
  const deals = stats?.byDeal ?? [];
  const byCategory = (stats?.byCategory ?? []).map((c) => ({
    name: categoryLabel(c.category, categories),
    clicks: c.clicks,
  }));
  const byType = (stats?.byProductType ?? []).map((t) => ({ name: productTypeLabel(t.productType), clicks: t.clicks }));
  const bySource = (stats?.bySource ?? []).map((s) => ({ name: sourceLabel(s.source), clicks: s.clicks }));

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-card"
        aria-label="Click statistics filters"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="text-xs font-semibold text-muted">
          From
          <input
            type="date"
            className="input mt-1 py-1.5"
            aria-label="From"
            value={filters.startDate}
            required
            onChange={(e) => e.target.value && setAnalyticsFilters({ startDate: e.target.value })}
          />
        </label>
        <label className="text-xs font-semibold text-muted">
          To
          <input
            type="date"
            className="input mt-1 py-1.5"
            aria-label="To"
            value={filters.endDate}
            required
            onChange={(e) => e.target.value && setAnalyticsFilters({ endDate: e.target.value })}
          />
        </label>
        <label className="text-xs font-semibold text-muted">
          Category
          <select
            className="input mt-1 py-1.5"
            aria-label="Category"
            value={filters.category}
            onChange={(e) => setAnalyticsFilters({ category: e.target.value })}
          >
            <option value="">All categories</option>
            <CategoryOptions categories={categories} />
          </select>
        </label>
        <label className="text-xs font-semibold text-muted">
          Product type
          <select
            className="input mt-1 py-1.5"
            aria-label="Product type"
            value={filters.productType}
            onChange={(e) => setAnalyticsFilters({ productType: e.target.value as ProductType | '' })}
          >
            <option value="">All types</option>
            {PRODUCT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PRODUCT_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <p className="ml-auto text-sm text-muted" aria-live="polite" data-testid="analytics-totals">
          {loading ? 'Loading...' : stats ? totalsLine(stats.totals.clicks, stats.totals.uniqueSessions) : ''}
        </p>
      </form>
      {error && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          <span>{error}</span>
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => void loadClickStats()}>
            Try Again
          </button>
        </div>
      )}
      {stats && (
        <div className="grid gap-4 xl:grid-cols-2">
          <ChartPanel
            title="Clicks over time"
            className="xl:col-span-2"
            columns={['Day', 'Clicks']}
            rows={days.map((d) => [d.day, d.clicks])}
            chart={
              <LineChart
                label="Clicks per day"
                labels={days.map((d) => d.day.slice(5))}
                values={days.map((d) => d.clicks)}
              />
            }
            collapsedRows
          />
          <EarningsPanel earnings={earnings} stats={stats} error={earningsError} />
          <PushPanel stats={pushStats} error={pushStatsError} />
          <ChartPanel
            title="Top deals"
            columns={['Deal', 'ASIN', 'Clicks']}
            rows={deals.map((d) => [d.title ?? 'No longer listed', d.asin, d.clicks])}
            chart={
              <BarChart
                label="Clicks per deal, top 10"
                labels={deals.map((d) => truncate(d.title ?? d.asin))}
                values={deals.map((d) => d.clicks)}
              />
            }
          />
          <Breakdown title="Clicks by category" items={byCategory} nameColumn="Category" />
          <Breakdown title="Clicks by product type" items={byType} nameColumn="Product type" />
          <Breakdown title="Clicks by source" items={bySource} nameColumn="Source" />
        </div>
      )}
    </div>
  );
}

const truncate = (text: string) => (text.length > 32 ? `${text.slice(0, 31)}…` : text);

function Breakdown({
  title,
  items,
  nameColumn,
}: {
  title: string;
  items: { name: string; clicks: number }[];
  nameColumn: string;
}) {
  return (
    <ChartPanel
      title={title}
      columns={[nameColumn, 'Clicks']}
      rows={items.map((i) => [i.name, i.clicks])}
      chart={<BarChart label={title} labels={items.map((i) => i.name)} values={items.map((i) => i.clicks)} />}
    />
  );
}
