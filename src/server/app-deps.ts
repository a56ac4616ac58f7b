import type { Logger } from 'pino';
import type { DbHandle } from './db/client';
import type { Env } from './env';
import type { BackgroundTasks } from './http/background';
import type { RetailerClient } from './retailer/retailer-client';

/** Everything the app needs from outside; tests build their own. */
export interface AppDeps {
  handle: DbHandle;
  env: Env;
  logger: Logger;
  /** Signs access tokens and mail links. */
  authSecret: string;
  /** The admin key: plain text or an argon2id hash ($argon2id$...). */
  adminKey: string;
  retailer: RetailerClient;
  tasks: BackgroundTasks;
  /** Current time; tests can move it. */
  now: () => Date;
}
