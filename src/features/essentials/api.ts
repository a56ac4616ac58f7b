import { http } from '../../lib/http';
import { readOr, type PublicRead } from '../../lib/public-read';
import type { EssentialItem } from '../../schemas/deal';

/** Essentials errors carry status 500 (docs/product.md 11.2). */
const ESSENTIALS_ERROR_STATUS = 500;

export const fetchEssentials = (): Promise<PublicRead<EssentialItem[]>> =>
  readOr(() => http.get('/api/essentials', 'essentials'), [], 'Failed to fetch essentials', ESSENTIALS_ERROR_STATUS);

export const fetchEssentialsByCategory = (category: string): Promise<PublicRead<EssentialItem[]>> =>
  readOr(
    () => http.get(`/api/essentials/category/${encodeURIComponent(category)}`, 'essentials'),
    [],
    `Failed to fetch essentials for category ${category}`,
    ESSENTIALS_ERROR_STATUS,
  );
