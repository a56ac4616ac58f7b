import { http } from '../../../lib/http';

/** POST /api/admin/fetch-data: starts the database refresh in the background. */
/** GET /api/admin/watch-coverage: how many watched products one day's refreshes keep fresh. */
export const fetchWatchCoverage = () => http.get('/api/admin/watch-coverage', 'watchCoverage');

export const triggerRefresh = () => http.post('/api/admin/fetch-data', 'refreshStarted');
