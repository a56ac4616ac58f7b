import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from './use-hydrated';

/**
 * useStore for islands that hydrate server HTML: the server and the hydrating render show
 * `serverValue` (what the HTML was rendered with), then the live value. Without this, a store
 * filled before the island hydrates (another island fetched data, or localStorage) makes the
 * first render differ from the HTML, which hydration would not repair.
 */
export function useIslandStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const live = useStore(store);
  return useHydrated() ? live : serverValue;
}
