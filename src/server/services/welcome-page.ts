import type { WelcomePageData } from '../../schemas/welcome-page';
import type { Db } from '../db/client';
import { dealStatistics, listFeatured } from './public-deals';

/** `/welcome`'s data, read as GET /api/products/statistics and /api/products/trending read it. */
export async function loadWelcomePage(db: Db, now: Date): Promise<WelcomePageData> {
  const [statistics, trending] = await Promise.all([dealStatistics(db, now), listFeatured(db, 'trending', now)]);
  return { statistics, trending };
}
