import { http } from '../../../lib/http';
import type { AssociatesEarnings } from '../../../schemas/associates';
import type { ClickStats } from '../../../schemas/clicks';
import type { AnalyticsFilters } from './analytics-series';

/** Rows per ranking (top deals, categories, types, sources). */
const TOP_LIMIT = 10;

/** GET /api/deal-clicks/stats with the tab's filters; empty filters are left out. */
export async function fetchClickStats(f: AnalyticsFilters): Promise<ClickStats | null> {
  const query: Record<string, string | number> = { startDate: f.startDate, endDate: f.endDate, limit: TOP_LIMIT };
  if (f.category) query.category = f.category;
  if (f.productType) query.productType = f.productType;
  const res = await http.get<ClickStats>('/api/deal-clicks/stats', query);
  return res.data && Array.isArray(res.data.byDay) ? res.data : null;
}

/** GET /api/admin/associates/earnings for the tab's days (the reports have no category or type). */
export async function fetchAssociatesEarnings(f: AnalyticsFilters): Promise<AssociatesEarnings | null> {
  const res = await http.get<AssociatesEarnings>('/api/admin/associates/earnings', {
    startDate: f.startDate,
    endDate: f.endDate,
  });
  return res.data && Array.isArray(res.data.days) ? res.data : null;
}
