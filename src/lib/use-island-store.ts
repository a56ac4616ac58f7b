import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * useStore for islands that hydrate server HTML: during hydration React renders with
 * `serverValue` (what the static build rendered), then moves to the live value. Without
 * this, a store filled before the island hydrates (another island fetched data, or
 * localStorage) makes the first render differ from the HTML.
 */
export function useIslandStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}
