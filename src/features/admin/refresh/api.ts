import { http } from '../../../lib/http';

export interface FetchDataResult {
  started: boolean;
  jobRunId?: number;
}

/** POST /api/admin/fetch-data: starts the database refresh in the background. */
export async function triggerRefresh(): Promise<{ data: FetchDataResult | null; message?: string }> {
  const res = await http.post<FetchDataResult | null>('/api/admin/fetch-data');
  return { data: res.data ?? null, message: res.message };
}
