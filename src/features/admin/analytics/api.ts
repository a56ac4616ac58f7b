import { http } from '../../../lib/http';
import type { AssociatesEarnings } from '../../../schemas/associates';
import type { ClickStats } from '../../../schemas/clicks';
import type { PushDailyStats } from '../../../schemas/push-stats';
import type { AnalyticsFilters } from './analytics-series';

/** Rows per ranking (top deals, categories, types, sources). */
const TOP_LIMIT = 10;

/** GET /api/deal-clicks/stats with the tab's filters; empty filters are left out. */
export async function fetchClickStats(f: AnalyticsFilters): Promise<ClickStats> {
  const query: Record<string, string | number> = { startDate: f.startDate, endDate: f.endDate, limit: TOP_LIMIT };
  if (f.category) query.category = f.category;
  if (f.productType) query.productType = f.productType;
  return (await http.get('/api/deal-clicks/stats', 'clickStats', query)).data;
}

/** GET /api/admin/associates/earnings for the tab's days (the reports have no category or type). */
export async function fetchAssociatesEarnings(f: AnalyticsFilters): Promise<AssociatesEarnings> {
  const query = { startDate: f.startDate, endDate: f.endDate };
  return (await http.get('/api/admin/associates/earnings', 'associatesEarnings', query)).data;
}

/** GET /api/admin/push/daily for the tab's days (push has no category or type). */
export async function fetchPushStats(f: AnalyticsFilters): Promise<PushDailyStats> {
  const query = { startDate: f.startDate, endDate: f.endDate };
  return (await http.get('/api/admin/push/daily', 'pushDailyStats', query)).data;
}
