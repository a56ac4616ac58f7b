import { lazy, Suspense, useId, useState } from 'react';
import { watchCopy as copy } from '../config/watch-copy';
import { $deviceWatches, isWatched } from '../lib/device-watches';
import { useStoreFromServer } from '../lib/island-stores';
import type { WatchRule } from '../rules/watch-rules';
import { Icon } from './Icon';
import { bell } from './icon-paths';

// The dialog (its form, the watch calls and the HTTP client) loads on the first tap.
const WatchDialog = lazy(() => import('./WatchDialog').then((m) => ({ default: m.WatchDialog })));

interface Props {
  asin: string;
  title: string;
  /** icon: the round bell on a card's image; button: a labelled button (deal page, saved list). */
  variant?: 'icon' | 'button';
  /** The button's words ('Watch for its return' on an out-of-stock deal's page). */
  label?: string;
  /** The rule chosen when the dialog opens. */
  rule?: WatchRule;
  className?: string;
}

const NOTHING_WATCHED: never[] = [];

/** 'Watch': a small dialog to be told of a price drop, a price below yours, a new low or a return to stock. */
export function WatchButton({
  asin,
  title,
  variant = 'icon',
  label = copy.button,
  rule = 'drop',
  className = '',
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can return focus.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const watching = isWatched(useStoreFromServer($deviceWatches, NOTHING_WATCHED), asin);
  const words = watching ? copy.watching : label;
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          aria-label={`${words}: ${title}`}
          title={words}
          aria-pressed={watching}
          data-testid="watch-deal"
          onClick={() => setOpen(true)}
          className={`grid h-11 w-11 place-items-center rounded-full bg-white/95 text-brand-700 shadow-sm ring-1 ring-brand-200 transition hover:bg-brand-50 ${className}`}
        >
          <Icon d={bell} size={22} filled={watching} />
        </button>
      ) : (
        <button
          type="button"
          aria-pressed={watching}
          data-testid="watch-deal"
          onClick={() => setOpen(true)}
          className={`btn-secondary inline-flex min-h-11 items-center gap-1.5 ${className}`}
        >
          <Icon d={bell} size={22} filled={watching} />
          {words}
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <WatchDialog
            open={open}
            onClose={() => setOpen(false)}
            asin={asin}
            title={title}
            initialRule={rule}
            titleId={`${id}-title`}
          />
        </Suspense>
      )}
    </>
  );
}
