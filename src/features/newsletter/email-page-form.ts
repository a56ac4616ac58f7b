import { showToast } from '../../stores/toast.store';
import type { NewsletterResult } from './api';
import { bindEmailField } from './email-field';

interface Options {
  /** Button text while the request runs and after success. */
  busyLabel: string;
  doneLabel: string;
  send: (email: string) => Promise<NewsletterResult>;
  onDone: (result: NewsletterResult) => void;
}

/** Drives an EmailForm: validates, sends once, disables the form after success, toasts failures. */
export function driveEmailForm(formId: string, options: Options): HTMLInputElement {
  const form = document.getElementById(formId) as HTMLFormElement;
  const input = form.querySelector<HTMLInputElement>('input[type=email]')!;
  const error = form.querySelector<HTMLElement>('[role=alert]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const idleLabel = button.textContent ?? '';
  const isValid = bindEmailField(input, error);

  async function submit() {
    if (!isValid()) {
      input.focus();
      return;
    }
    button.disabled = true;
    input.readOnly = true;
    button.textContent = options.busyLabel;
    const result = await options.send(input.value);
    if (!result.ok) {
      button.disabled = false;
      input.readOnly = false;
      button.textContent = idleLabel;
      showToast(result.message, 'error');
      return;
    }
    input.disabled = true;
    button.textContent = options.doneLabel;
    options.onDone(result);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  return input;
}
