import { useStore } from '@nanostores/react';
import { $toast, dismissToast } from '../../../stores/toast.store';

const STYLES = {
  success: 'bg-leaf-700 text-white',
  error: 'bg-brand-800 text-white',
  info: 'bg-ink text-white',
} as const;

/** The admin panel's view of the one toast (public pages use Toaster.astro): top centre, with a close button. */
export function AdminToast() {
  const toast = useStore($toast);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid="admin-toast"
          className={`pointer-events-auto flex max-w-xl animate-fade-in items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-xl transition-opacity duration-300 ${STYLES[toast.type]} ${toast.leaving ? 'opacity-0' : 'opacity-100'}`}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            onClick={dismissToast}
            className="ml-2 font-bold opacity-80 hover:opacity-100"
            aria-label="Dismiss message"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
