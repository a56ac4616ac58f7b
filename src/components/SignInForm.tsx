import { useId, useState } from 'react';
import { ApiRequestError } from '../lib/http';

interface Props {
  /** Sends the key to the server; rejects with the server's message when it is refused. */
  signIn: (key: string) => Promise<void>;
  /** Called after the server accepted the key. */
  onSuccess?: () => void;
  /** Shows Cancel next to Submit when given. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** The admin key form: the key goes to the server, never compared in the browser. */
export function SignInForm({ signIn, onSuccess, onCancel, autoFocus = true }: Props) {
  const id = useId();
  const [key, setKey] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!key.trim()) {
      setError('Please enter the secret key');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await signIn(key);
      setKey('');
      onSuccess?.();
    } catch (err) {
      setError(
        err instanceof ApiRequestError && err.serverMessage ? err.serverMessage : 'Sign-in failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    // POST, so a form sent before the island hydrates (or with scripts off) never puts the key in a URL.
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-3"
      noValidate
    >
      <label htmlFor={`${id}-key`} className="text-sm font-semibold">
        Secret key
      </label>
      <input
        id={`${id}-key`}
        type="password"
        name="key"
        autoComplete="current-password"
        placeholder="Enter Secret Key"
        className="input"
        value={key}
        // The key field is the whole purpose of /auth and of the signed-out /admin214.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setKey(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-brand-800">
          {error}
        </p>
      )}
      <div className="mt-1 flex justify-end gap-2">
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Checking…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
