import { http } from '../../../lib/http';

/** POST /api/admin/fetch-data: starts the database refresh in the background. */
export const triggerRefresh = () => http.post('/api/admin/fetch-data', 'refreshStarted');
