import type { SavedDealView } from '../schemas/saved';
import { http } from './http';
import { $phoneAlerts } from './push-device';

/** A deal as the browser's saved list keeps it and sends it. */
interface SavedDealInput {
  asin: string;
  title: string;
  imageUrl: string;
  savedAt: string;
}

/**
 * The token under which the server keeps this browser's saved list: this device's push
 * subscription's (docs/product.md, Saved deals); null without one (the list stays in the browser).
 */
export const savedListToken = (): string | null => $phoneAlerts.get()?.token ?? null;

/** The owner's saved deals with their current state, newest first. */
export async function fetchSaved(token: string): Promise<SavedDealView[]> {
  return (await http.get('/api/saved', 'savedDeals', { token })).data;
}

/** Adds deals to the owner's list (the union of both); answers the whole list. */
export async function sendSaved(token: string, deals: SavedDealInput[]): Promise<SavedDealView[]> {
  return (await http.post('/api/saved', 'savedDeals', { token, deals })).data;
}

export async function sendRemoved(token: string, asin: string): Promise<void> {
  await http.delete(`/api/saved/${encodeURIComponent(asin)}?token=${encodeURIComponent(token)}`, 'savedRemoved');
}
