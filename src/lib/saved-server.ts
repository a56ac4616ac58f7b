import { persistentAtom } from '@nanostores/persistent';
import type { SavedDealView } from '../schemas/saved';
import { ApiRequestError, http } from './http';
import { $phoneAlerts } from './push-device';

/** A deal as the browser's saved list keeps it and sends it. */
interface SavedDealInput {
  asin: string;
  title: string;
  imageUrl: string;
  savedAt: string;
}

/** A confirmed address's alerts token, kept from a mail's "Your saved deals" link (/saved?token=…). */
const $savedAddressToken = persistentAtom<string | undefined>('savedAddressToken', undefined);

/**
 * The token under which the server keeps this browser's saved list (docs/product.md, Saved deals):
 * this device's push subscription's, else the address token a mail's link brought; null without
 * either (the list stays in the browser).
 */
export const savedListToken = (): string | null => $phoneAlerts.get()?.token ?? $savedAddressToken.get() ?? null;

/** On /saved?token=…: keeps the mail link's token and takes it out of the address bar (and so out of bookmarks and shares). */
export function keepAddressToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  $savedAddressToken.set(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** How the server refuses a token that is not (or no longer) an owner's. */
const REFUSED = [400, 401, 404];

/**
 * Forgets the kept address token when it was the one in use and the server refused it (forged,
 * expired, address no longer confirmed); true when it did.
 */
export function forgetRefusedAddressToken(err: unknown): boolean {
  const address = $savedAddressToken.get();
  const refused =
    address !== '' && savedListToken() === address && err instanceof ApiRequestError && REFUSED.includes(err.status);
  if (refused) $savedAddressToken.set(undefined);
  return refused;
}

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
