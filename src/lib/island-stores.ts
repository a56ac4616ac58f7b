import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

const subscribeToNothing = () => () => {};

/**
 * A store's value for an island that hydrates server HTML: `serverValue` (what the HTML was
 * rendered with) on the server and while React hydrates, the store's own value after. React's
 * server snapshot: it re-renders once hydrated only when the two differ (a store filled from
 * localStorage, or by another island).
 */
export function useStoreFromServer<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** False on the server and while React hydrates its HTML, true after: for what only the browser may decide. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

const SECOND_MS = 1000;
const subscribeToSeconds = (changed: () => void) => {
  const timer = setInterval(changed, SECOND_MS);
  return () => clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / SECOND_MS) * SECOND_MS;

/** The time to the second, ticking every second in the browser; null on the server and while React hydrates. */
export function useSecondsClock(): Date | null {
  const ms = useSyncExternalStore<number | null>(subscribeToSeconds, currentSecond, () => null);
  return ms === null ? null : new Date(ms);
}
