import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import type { FloatingAction } from './floating-actions';

/**
 * Narrow-screen mode: the floating actions folded into one round button in the bottom dock. It
 * opens them as labelled entries above it (a disclosure: aria-expanded, focus on the first entry);
 * Escape or a tap outside closes it, and an entry closes it before doing its job.
 */
export function SpeedDial({ actions, className = '' }: { actions: FloatingAction[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const highlighted = actions.some((a) => a.attention);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('li > *')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Focus goes back to the toggle first, so a modal an entry opens returns focus there.
  const done = () => {
    toggle.current?.focus();
    setOpen(false);
  };

  return (
    <div
      ref={root}
      className={`relative shrink-0 ${className}`}
      // Tabbing out closes it (a tap outside is handled on pointerdown: some browsers give no focus to a tapped button).
      onBlur={(e) => e.relatedTarget && !root.current?.contains(e.relatedTarget) && setOpen(false)}
    >
      <ul id={listId} hidden={!open} className="absolute right-0 bottom-full mb-3 flex flex-col items-end gap-2">
        {actions.map((action) => (
          <li key={action.id}>
            <DialEntry action={action} onDone={done} />
          </li>
        ))}
      </ul>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label="Quick actions"
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800"
      >
        <Icon d={icons.plus} size={24} className={`transition-transform ${open ? 'rotate-45' : ''}`} />
        {highlighted && !open && (
          <span className="absolute top-0 right-0 h-3.5 w-3.5 rounded-full bg-sun-300 ring-2 ring-white" />
        )}
      </button>
    </div>
  );
}

const entry =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold whitespace-nowrap text-ink shadow-lg ring-1 ring-black/10 hover:bg-brand-50';

function DialEntry({ action, onDone }: { action: FloatingAction; onDone: () => void }) {
  const content = (
    <>
      {action.icon ? (
        <span className={`inline-flex h-8 w-8 items-center justify-center rounded-full ${action.tone}`}>
          {action.icon}
        </span>
      ) : (
        <span className={`h-3 w-3 rounded-full ${action.tone} ring-1 ring-black/10`} />
      )}
      {action.text ?? action.label}
    </>
  );
  // The visible text is part of the accessible name (e.g. 'Instagram (opens in a new tab)').
  const label = action.text ? action.label : undefined;
  return action.href ? (
    <a
      href={action.href}
      {...(action.external ? { target: '_blank', rel: 'noopener' } : {})}
      className={entry}
      aria-label={label}
      onClick={onDone}
    >
      {content}
    </a>
  ) : (
    <button
      type="button"
      className={entry}
      aria-label={label}
      onClick={() => {
        onDone();
        action.run?.();
      }}
    >
      {content}
    </button>
  );
}
