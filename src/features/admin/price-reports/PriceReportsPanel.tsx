import { useEffect, useState } from 'react';
import { http } from '../../../lib/http';
import type { PriceReportOutcome, PriceReportView } from '../../../schemas/price-report';

const OUTCOME_LABELS: Record<PriceReportOutcome, string> = {
  checking: 'Checking',
  updated: 'Price updated',
  unchanged: 'Unchanged',
  missing: 'Not returned: the next refresh decides',
  deferred: 'Left to the next refresh',
  hidden: 'Taken down',
  failed: 'Check failed',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Visitors' 'Price changed?' reports and what each re-check found; hidden while there are none. */
export function PriceReportsPanel() {
  const [reports, setReports] = useState<PriceReportView[]>([]);
  useEffect(() => {
    http
      .get('/api/admin/price-reports', 'priceReports')
      .then((res) => setReports(res.data))
      .catch(() => setReports([]));
  }, []);
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="price-reports-title" className="rounded-2xl bg-white px-4 py-3 shadow-card">
      <h2 id="price-reports-title" className="text-sm font-bold">
        Price reports from visitors
      </h2>
      <ul className="mt-2 divide-y divide-brand-100 text-xs" data-testid="price-reports">
        {reports.map((r) => (
          <li key={r.asin} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-1.5">
            <span className="font-semibold">{r.title ?? r.asin}</span>
            <span className="text-muted">
              {r.asin} · {r.reports} {r.reports === 1 ? 'report' : 'reports'}, last {when(r.lastReportedAt)}
            </span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold">{OUTCOME_LABELS[r.outcome]}</span>
            <span className="min-w-0 basis-full text-muted sm:basis-auto">
              Checked {when(r.checkedAt)}
              {r.outcome !== 'checking' && r.message ? `: ${r.message}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
