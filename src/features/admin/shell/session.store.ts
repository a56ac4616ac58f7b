import { atom } from 'nanostores';
import { adminSessionAlive, ApiRequestError, onSessionExpired } from '../../../lib/http';

/** Whether this browser holds an admin session; the server decides. */
export type SessionState = 'checking' | 'signed-out' | 'signed-in';
export const $adminSession = atom<SessionState>('checking');

/** Signed in, or signed in again by a silent refresh (a reload after a break keeps the session). */
export async function checkSession(): Promise<void> {
  try {
    $adminSession.set((await adminSessionAlive()) ? 'signed-in' : 'signed-out');
  } catch {
    $adminSession.set('signed-out');
  }
}

/** True once a session ended while the panel was open: the sign-in form says the work is kept. */
export const $sessionLost = atom(false);

export function markSignedIn(): void {
  $adminSession.set('signed-in');
  $sessionLost.set(false);
}

/**
 * A 401 that survived the client's refresh and retry: show the sign-in form.
 * Every store keeps its state, so the operator's work is still there after signing in.
 */
export function noteAuthFailure(err: unknown): void {
  if (err instanceof ApiRequestError && err.status === 401 && $adminSession.get() === 'signed-in') {
    $adminSession.set('signed-out');
    $sessionLost.set(true);
  }
}

const SESSION_EXPIRED_ALERT = 'Your session has expired. Please log in again.';

/** A refresh answered 'Refresh token expired' (docs/product.md 7.1): alert, clear storage, go to /auth. */
function endExpiredSession(): void {
  window.alert(SESSION_EXPIRED_ALERT);
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign('/auth');
}

/** The admin app calls this once: from then on an expired session ends as above. */
export const watchSessionExpiry = () => onSessionExpired(endExpiredSession);
