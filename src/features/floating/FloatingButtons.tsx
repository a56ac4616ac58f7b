import { useLayoutEffect, useRef } from 'react';
import { followBottomBars } from '../../lib/bottom-reserve';
import type { FloatingAction } from './floating-actions';

const round =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-lg shadow-lg ring-1 ring-black/5 transition hover:scale-105 focus-visible:scale-105';

/**
 * The floating actions as a column of round buttons at the right edge, above the bars at the
 * bottom (--bottom-bars). Wider screens only: it stands in the page margin, or in the gutter
 * global.css keeps for it ([data-floating-column]); in narrow-screen mode the bottom dock's
 * speed dial holds the same actions.
 */
export function FloatingButtons({ actions }: { actions: FloatingAction[] }) {
  const column = useRef<HTMLDivElement>(null);
  // Before the first paint, so the column never shows under a bar.
  useLayoutEffect(() => followBottomBars(column.current!), []);
  return (
    <div
      ref={column}
      className="fixed right-3 bottom-[calc(1rem+var(--bottom-bars))] z-30 flex flex-col items-end gap-2 narrow:hidden"
      data-floating-column
      data-testid="floating-buttons"
    >
      {actions.map((action) => (
        <ColumnButton key={action.id} action={action} />
      ))}
    </div>
  );
}

function ColumnButton({ action }: { action: FloatingAction }) {
  const look = !action.icon
    ? action.minor
      ? 'rounded-full px-2.5 py-1 text-[11px] font-semibold shadow ring-1 ring-black/10 hover:bg-brand-50'
      : `${round} w-auto px-4 text-sm font-bold`
    : round;
  const className = `${look} ${action.tone} ${action.attention ? 'animate-bounce [animation-iteration-count:3]' : ''}`;
  // Icon-only buttons carry their name as a label (and a hover title); text ones show it.
  const named = action.icon ? { 'aria-label': action.label, title: action.label } : {};
  const content = action.icon ?? action.label;
  return action.href ? (
    <a
      href={action.href}
      {...(action.external ? { target: '_blank', rel: 'noopener' } : {})}
      className={className}
      {...named}
    >
      {content}
    </a>
  ) : (
    <button type="button" onClick={action.run} className={className} {...named}>
      {content}
    </button>
  );
}
