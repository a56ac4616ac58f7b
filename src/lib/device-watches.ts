import { persistentAtom } from '@nanostores/persistent';
import type { WatchRule } from '../rules/watch-rules';

// Apart from lib/watches.ts (the calls), so a Watch button shows 'Watching' without the HTTP client.

/** A watch made on this device: its id and the token that lists and removes it. */
interface DeviceWatch {
  asin: string;
  rule: WatchRule;
  id: string;
  token: string;
}

/** The watches this browser made (no account), so the button can say 'Watching'. */
export const $deviceWatches = persistentAtom<DeviceWatch[]>('watches', [], {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      const list = JSON.parse(text) as unknown;
      return Array.isArray(list) ? (list as DeviceWatch[]).filter((w) => typeof w?.asin === 'string') : [];
    } catch {
      return [];
    }
  },
});

export const isWatched = (list: readonly DeviceWatch[], asin: string) => list.some((w) => w.asin === asin);
