import type { Logger } from 'pino';
import type { DbHandle } from '../db/client';

/** The channel the data_change triggers (deals, categories, essentials) notify on; the payload is schema.table. */
export const DATA_CHANGED_CHANNEL = 'data_changed';

export interface ChangeAware {
  /** Something the public reads changed. */
  clear(): void;
  /** Changes may be missed from now on. */
  pause(): void;
  /** Changes are heard again. */
  resume(): void;
}

/** Is a change notification about this schema? A bare table name counts as ours. */
export function isAbout(schema: string, payload: string): boolean {
  const dot = payload.indexOf('.');
  return dot < 0 || payload.slice(0, dot) === schema;
}

/**
 * Keeps `target` told about every change to public data in our schema, by any process or job:
 * cleared on each notification, paused while the listening connection is down. Resolves to a stop function.
 */
export async function watchDataChanges(
  handle: DbHandle,
  target: ChangeAware,
  logger: Logger,
): Promise<() => Promise<void>> {
  try {
    const [{ schema }] = (await handle.withConnection((q) => q('select current_schema() as schema'))) as {
      schema: string;
    }[];
    return await handle.listen(
      DATA_CHANGED_CHANNEL,
      (payload) => {
        if (isAbout(schema, payload)) target.clear();
      },
      (live) => {
        if (live) target.resume();
        else {
          logger.warn('lost the data change listener: serving public reads uncached until it is back');
          target.pause();
        }
      },
    );
  } catch (err) {
    logger.error({ err }, 'could not listen for data changes: public reads stay uncached');
    return async () => {};
  }
}
