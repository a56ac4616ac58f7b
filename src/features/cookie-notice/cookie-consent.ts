/** localStorage key of the cookie consent boolean (docs/product.md 14.4). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

export function hasConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Sent on window once the visitor has answered the cookie notice. */
const CONSENT_ANSWERED = 'cookie-consent:answered';

export const announceConsent = () => window.dispatchEvent(new Event(CONSENT_ANSWERED));

/** Calls back once the notice is answered (at once when it already was); returns an unsubscribe. */
export function whenConsentAnswered(callback: () => void): () => void {
  if (hasConsent()) {
    callback();
    return () => {};
  }
  window.addEventListener(CONSENT_ANSWERED, callback, { once: true });
  return () => window.removeEventListener(CONSENT_ANSWERED, callback);
}
