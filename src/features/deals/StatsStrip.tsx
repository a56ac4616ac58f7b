import { useEffect, useState } from 'react';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { useStoreFromServer } from '../../lib/island-stores';
import { formatCount, formatUsdWhole } from '../../lib/format';
import type { DealStatistics } from '../../schemas/deal';
import { fetchStatistics } from '../../lib/deals-api';
import { $isSearching } from '../../stores/deals.store';

/**
 * Total deals, average savings and dollars saved; hidden while searching and on narrow screens.
 * `initial`: the figures the page's HTML holds (read in the browser when absent).
 */
export function StatsStrip({ initial }: { initial?: DealStatistics['overall'] }) {
  const searching = useStoreFromServer($isSearching, false);
  const [stats, setStats] = useState<DealStatistics['overall'] | null>(initial ?? null);

  useEffect(() => {
    if (!initial) void fetchStatistics().then((res) => setStats(res.data.overall));
  }, [initial]);

  const items = [
    { label: 'Deals today', value: stats ? formatCount(stats.totalDeals) : '—', icon: icons.cart },
    { label: 'Average savings', value: stats ? `${Math.round(stats.averageDiscount)}%` : '—', icon: icons.tag },
    { label: 'Total saved', value: stats ? formatUsdWhole(stats.totalSavings) : '—', icon: icons.dollar },
  ];

  return (
    <section aria-label="Deal statistics" hidden={searching} className="mt-6 narrow:hidden" data-testid="stats-strip">
      <dl className="grid grid-cols-3 divide-x divide-brand-100 rounded-2xl bg-white py-3 shadow-card ring-1 ring-brand-100">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col items-center px-2 text-center">
            <dt className="order-2 text-xs font-medium text-muted sm:text-sm">{item.label}</dt>
            <dd className="order-1 text-lg font-extrabold text-brand-800 sm:text-2xl">
              <Icon d={item.icon} size={18} className="-mt-1 mr-1" />
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
