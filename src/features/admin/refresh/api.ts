import { http } from '../../../lib/http';
import { refreshStartedSchema } from '../../../schemas/retailer';

/** POST /api/admin/fetch-data: starts the database refresh in the background. */
export const triggerRefresh = () => http.post('/api/admin/fetch-data', refreshStartedSchema);
