import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import {
  $refreshCode,
  $refreshCodeError,
  $refreshDialogOpen,
  $refreshOverlay,
  $watchCoverage,
  closeRefreshDialog,
  confirmRefresh,
  CONFIRM_CODE,
  setRefreshCode,
} from './refresh.store';

/** Confirm dialog: the operator types REFRESH. */
export function RefreshDialog() {
  const id = useId();
  const open = useStore($refreshDialogOpen);
  const code = useStore($refreshCode);
  const error = useStore($refreshCodeError);
  const coverage = useStore($watchCoverage);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void confirmRefresh();
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={closeRefreshDialog}>
      <form onSubmit={submit} className="flex flex-col gap-3 p-6" noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Refresh Database
        </h2>
        <p className="text-sm text-muted">
          This removes deals older than 24 hours and fetches fresh ones. It can take up to a minute. Type {CONFIRM_CODE}{' '}
          to confirm.
        </p>
        {coverage && (
          <p className="text-sm text-muted" data-testid="watch-coverage">
            {coverage}
          </p>
        )}
        <label htmlFor={`${id}-code`} className="text-sm font-semibold">
          Confirmation code
        </label>
        <input
          id={`${id}-code`}
          className="input"
          autoComplete="off"
          placeholder={`Type ${CONFIRM_CODE}`}
          value={code}
          data-autofocus
          aria-invalid={error ? true : undefined}
          onChange={(e) => setRefreshCode(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-brand-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={closeRefreshDialog}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            Refresh
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The processing overlay, then the result for 2 s. */
export function RefreshOverlay() {
  const overlay = useStore($refreshOverlay);
  if (!overlay) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="refresh-overlay-text"
    >
      <div className="flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-2xl">
        {overlay.phase === 'processing' && (
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
            aria-hidden="true"
          />
        )}
        <p
          id="refresh-overlay-text"
          className={`font-semibold ${overlay.phase === 'error' ? 'text-brand-800' : overlay.phase === 'success' ? 'text-leaf-700' : ''}`}
        >
          {overlay.phase === 'processing' ? (overlay.progress ?? 'Refreshing the database...') : overlay.message}
        </p>
      </div>
    </div>
  );
}
