import { emailError } from './email-rules';

/**
 * Validates an email input on every keystroke and on demand; the message goes to
 * `errorEl` and aria-invalid is kept in step. Returns the check to run before submit.
 */
export function bindEmailField(input: HTMLInputElement, errorEl: HTMLElement): () => boolean {
  const check = () => {
    const message = emailError(input.value);
    errorEl.textContent = message;
    errorEl.hidden = !message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    return !message;
  };
  input.addEventListener('input', check);
  return check;
}

/** Clears the message (after a reset). */
export function clearEmailError(input: HTMLInputElement, errorEl: HTMLElement): void {
  errorEl.textContent = '';
  errorEl.hidden = true;
  input.removeAttribute('aria-invalid');
}
