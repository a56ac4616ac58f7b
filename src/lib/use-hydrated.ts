import { useLayoutEffect, useState } from 'react';

/**
 * False while the server renders and while the browser hydrates its HTML, true from the next
 * render on: for what only the browser may decide (the clock, chance, localStorage), so the
 * hydrated markup matches the server's. Preact's compat has no server snapshot for
 * useSyncExternalStore, hence state set by a layout effect (before the browser paints).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The one re-render this hook exists for: from the server's markup to the browser's.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
