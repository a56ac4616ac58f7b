/** localStorage key of the cookie consent boolean (SPEC section 3). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

export function hasConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}
