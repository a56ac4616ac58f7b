import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorCode } from '../../../schemas/api';

// The HTTP client reads its base URL at load: give it an absolute one before importing it.
vi.stubEnv('PUBLIC_API_BASE_URL', 'http://site.test');
const { http } = await import('../../../lib/http');
const { watchSessionExpiry } = await import('./session.store');

/** A refusal as the API answers it. */
const json = (status: number, message: string, error: ApiErrorCode) =>
  new Response(JSON.stringify({ data: null, message, error }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function browser(refreshAnswer: () => Response) {
  const seen = { alert: vi.fn(), assign: vi.fn(), clearLocal: vi.fn(), clearSession: vi.fn() };
  vi.stubGlobal('window', { alert: seen.alert, location: { assign: seen.assign } });
  vi.stubGlobal('localStorage', { clear: seen.clearLocal });
  vi.stubGlobal('sessionStorage', { clear: seen.clearSession });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request | string) =>
      Promise.resolve(
        String(input instanceof Request ? input.url : input).endsWith('/tokens/refresh')
          ? refreshAnswer()
          : json(401, 'Admin sign-in required', 'not_signed_in'),
      ),
    ),
  );
  return seen;
}

describe('an admin session that cannot be refreshed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('alerts, clears storage and goes to /auth when the refresh token expired', async () => {
    const seen = browser(() => json(403, 'Refresh token expired', 'refresh_token_expired'));
    watchSessionExpiry();

    await expect(http.get('/api/admin/products/all', 'adminDealPage')).rejects.toMatchObject({ status: 401 });

    expect(seen.alert).toHaveBeenCalledWith('Your session has expired. Please log in again.');
    expect(seen.clearLocal).toHaveBeenCalled();
    expect(seen.clearSession).toHaveBeenCalled();
    expect(seen.assign).toHaveBeenCalledWith('/auth');
  });

  it('stays on the page for any other refusal', async () => {
    const seen = browser(() => json(401, 'Admin sign-in required', 'not_signed_in'));
    watchSessionExpiry();

    await expect(http.get('/api/admin/products/all', 'adminDealPage')).rejects.toMatchObject({ status: 401 });

    expect(seen.alert).not.toHaveBeenCalled();
    expect(seen.assign).not.toHaveBeenCalled();
  });
});
