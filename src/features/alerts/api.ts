import { ApiRequestError, http } from '../../lib/http';
import type { AlertPreferencesInput, AlertPreferencesView } from '../../schemas/alerts';

export type AlertsAnswer = { ok: true; view: AlertPreferencesView; message?: string } | { ok: false; message: string };

const FALLBACK = 'Something went wrong. Please try again.';

async function call(request: () => Promise<{ data: AlertPreferencesView; message?: string }>): Promise<AlertsAnswer> {
  try {
    const body = await request();
    return { ok: true, view: body.data, message: body.message };
  } catch (err) {
    return { ok: false, message: (err instanceof ApiRequestError && err.serverMessage) || FALLBACK };
  }
}

const query = (token: string) => `?token=${encodeURIComponent(token)}`;

/** GET /api/alerts/preferences: the rules of the address the link was sent to. */
export const loadAlerts = (token: string) =>
  call(() => http.get(`/api/alerts/preferences${query(token)}`, 'alertPreferences'));

/** PUT /api/alerts/preferences. */
export const saveAlerts = (token: string, preferences: AlertPreferencesInput) =>
  call(() => http.put('/api/alerts/preferences', 'alertPreferences', { token, preferences }));

/** DELETE /api/alerts/preferences: back to the daily digest. */
export const resetAlerts = (token: string) =>
  call(() => http.delete(`/api/alerts/preferences${query(token)}`, 'alertPreferences'));
