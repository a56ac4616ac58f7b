import { useCallback, useSyncExternalStore } from 'react';
import { atom, onMount, type ReadableAtom } from 'nanostores';

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
const currentSecond = () => Math.floor(Date.now() / SECOND_MS) * SECOND_MS;

/**
 * The time to the second: one timer for every countdown of the page, so they all change in one
 * render a second, at the turn of the second; none while the tab is hidden.
 */
const $second = atom(currentSecond());
onMount($second, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    $second.set(currentSecond());
    timer = setTimeout(tick, SECOND_MS - (Date.now() % SECOND_MS));
  };
  const update = () => {
    clearTimeout(timer);
    if (!document.hidden) tick();
  };
  update();
  document.addEventListener('visibilitychange', update);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', update);
  };
});

const listenToSeconds = (changed: () => void) => $second.listen(changed);
const readSecond = () => $second.get();

/** The time to the second, ticking every second in the browser; null on the server and while React hydrates. */
export function useSecondsClock(): Date | null {
  const ms = useSyncExternalStore<number | null>(listenToSeconds, readSecond, () => null);
  return ms === null ? null : new Date(ms);
}
