const KEY = 'sessionId';

/** A random id for this browser tab's visit, kept in session storage (docs/product.md 14.4). */
export function getSessionId(): string {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return 'no-session-storage';
  }
}
