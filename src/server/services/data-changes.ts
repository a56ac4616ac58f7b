import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { DbHandle } from '../db/client';

/** The channel the data_change triggers (deals, categories, essentials) notify on; the payload is schema.table. */
export const DATA_CHANGED_CHANNEL = 'data_changed';
/** Payloads starting with this are markers a process sends itself to learn its listener has caught up. */
const MARKER = 'marker:';
const CATCH_UP_TIMEOUT_MS = 1000;

export interface ChangeAware {
  /** Something the public reads changed. */
  clear(): void;
  /** Changes may be missed from now on. */
  pause(): void;
  /** Changes are heard again. */
  resume(): void;
}

export interface DataChanges {
  /**
   * Resolves once every change committed before the call has reached the target through the
   * listener (at most timeoutMs; then it clears the target itself). For read-your-writes.
   */
  caughtUp(): Promise<void>;
}

/** Is a change notification about this schema? A bare table name counts as ours. */
export function isAbout(schema: string, payload: string): boolean {
  const dot = payload.indexOf('.');
  return dot < 0 || payload.slice(0, dot) === schema;
}

/**
 * Keeps `target` told about every change to public data in our schema, by any process or job,
 * through the triggers' NOTIFY heard on one LISTEN connection: cleared on each notification,
 * paused while that connection is down.
 */
export function watchDataChanges(
  handle: DbHandle,
  target: ChangeAware,
  logger: Logger,
  timeoutMs = CATCH_UP_TIMEOUT_MS,
): DataChanges {
  let live = false;
  const markerPrefix = `${MARKER}${crypto.randomUUID()}:`;
  let markers = 0;
  /** Who waits for which marker. */
  const waiting = new Map<string, () => void>();

  const onStatus = (up: boolean) => {
    live = up;
    if (up) return target.resume();
    logger.warn('lost the data change listener: serving public reads uncached until it is back');
    target.pause();
    // Nothing is stored while paused: no one needs to wait for their marker.
    for (const done of waiting.values()) done();
  };

  void (async () => {
    try {
      const [{ schema }] = (await handle.withConnection((q) => q('select current_schema() as schema'))) as {
        schema: string;
      }[];
      const onNotify = (payload: string) => {
        if (payload.startsWith(MARKER)) waiting.get(payload)?.();
        else if (isAbout(schema, payload)) target.clear();
      };
      await handle.listen(DATA_CHANGED_CHANNEL, onNotify, onStatus);
    } catch (err) {
      logger.error({ err }, 'could not listen for data changes: public reads stay uncached');
    }
  })();

  return {
    async caughtUp() {
      if (!live) return;
      // Notifications reach the listener in commit order: once our marker is heard, so is every earlier change.
      const marker = `${markerPrefix}${++markers}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = await new Promise<boolean>((resolve) => {
        waiting.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
        handle
          .withConnection((q) => q('select pg_notify($1, $2)', [DATA_CHANGED_CHANNEL, marker]))
          .catch((err: unknown) => {
            logger.warn({ err }, 'could not send a data change marker');
            resolve(false);
          });
      });
      clearTimeout(timer);
      waiting.delete(marker);
      if (!heard) target.clear();
    },
  };
}
