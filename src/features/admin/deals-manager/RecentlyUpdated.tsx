import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $adminMetrics } from '../metrics/metrics.store';
import { DealImage } from '../../../components/DealImage';
import { formatUsd } from '../../../lib/format';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Recently Updated Deals (Last 24 Hours)': the five newest changes, hidden when there are none. */
export function RecentlyUpdated() {
  const recent = useStore($adminMetrics).recentlyUpdated;
  const [open, setOpen] = useState(true);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recently-updated-title" className="rounded-2xl bg-white px-4 py-3 shadow-card">
      <div className="flex items-center justify-between">
        <h2 id="recently-updated-title" className="text-sm font-bold">
          Recently Updated Deals (Last 24 Hours)
        </h2>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 hover:underline"
          aria-expanded={open}
          aria-controls="recently-updated-list"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <ol
          id="recently-updated-list"
          className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-5"
          data-testid="recently-updated"
        >
          {recent.map((d) => (
            <li key={d._id} className="flex min-w-0 items-center gap-2 rounded-xl bg-brand-50/60 p-2 text-xs">
              <DealImage src={d.imageUrl} alt="" className="h-11 w-11 shrink-0 rounded-lg bg-white" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold" title={d.title}>
                  {d.title}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-1">
                  <span className="font-bold">{formatUsd(d.price)}</span>
                  <span
                    className={`rounded-full px-1.5 font-bold ${d.isApproved ? 'bg-leaf-700 text-white' : 'bg-gray-200 text-gray-800'}`}
                  >
                    {d.isApproved ? 'Active' : 'Inactive'}
                  </span>
                  {d.isSuperDeal && <span className="rounded-full bg-sun-400 px-1.5 font-bold">★ Super</span>}
                  <time dateTime={d.lastUpdated} className="text-muted">
                    {time(d.lastUpdated)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
