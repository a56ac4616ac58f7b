import { ApiRequestError } from '../../../lib/http';
import { noteAuthFailure } from './session.store';
import { showToast } from '../../../stores/toast.store';

/** The server's message when it sent one, else the fallback of docs/product.md 11.4. */
export function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiRequestError && err.serverMessage ? err.serverMessage : fallback;
}

/** An action failed with an exception: error toast (server message first), sign-in form on a 401. */
export function reportError(err: unknown, fallback: string): void {
  noteAuthFailure(err);
  showToast(messageOf(err, fallback), 'error');
}
