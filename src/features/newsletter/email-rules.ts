/** Email validation of the newsletter modal, subscribe page and unsubscribe page (docs/product.md 9.1). */

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email';

/** The simple shape name@domain.tld without spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '' when valid, else the message to show. */
export function emailError(value: string): string {
  if (value.length === 0) return EMAIL_REQUIRED;
  return EMAIL_SHAPE.test(value) ? '' : EMAIL_INVALID;
}
