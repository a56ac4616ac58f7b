import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

/**
 * A native modal <dialog>: showModal() traps focus and closes on Escape; focus starts on
 * the element marked data-autofocus (else the first focusable one) and returns to the
 * element that opened it; a click on the backdrop closes it.
 */
export function Modal({ open, onClose, labelledBy, children, className = '' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // Esc closes the dialog natively; the click adds closing by a click on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`modal ${className}`}
      onClose={() => {
        if (opener.current instanceof HTMLElement) opener.current.focus();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      {open && children}
    </dialog>
  );
}

/** The round × in a modal's corner. */
export function CloseButton({ onClick, label = 'Close' }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute top-3 right-3 z-10 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-xl leading-none text-ink shadow hover:bg-brand-50"
    >
      ×
    </button>
  );
}
