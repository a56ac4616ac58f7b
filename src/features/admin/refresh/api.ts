import { http } from '../../../lib/http';
import type { JobRunView } from '../../../schemas/retailer';

export interface FetchDataResult {
  started: boolean;
  jobRunId?: number;
}

/** POST /api/admin/fetch-data: starts the database refresh in the background. */
export async function triggerRefresh(): Promise<{ data: FetchDataResult | null; message?: string }> {
  const res = await http.post<FetchDataResult | null>('/api/admin/fetch-data');
  return { data: res.data ?? null, message: res.message };
}

/** The deal refresh run with this id, as GET /api/admin/jobs lists it (undefined when not among the latest). */
export async function dealRefreshRun(id: number): Promise<JobRunView | undefined> {
  const res = await http.get<JobRunView[]>('/api/admin/jobs', { name: 'deal-refresh', limit: 10 });
  return res.data?.find((run) => run.id === id);
}
