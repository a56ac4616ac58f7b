import type { Logger } from 'pino';
import type { DbHandle } from './db/client';
import type { Env } from './env';
import type { BackgroundTasks } from './http/background';
import type { ResponseCache } from './http/response-cache';
import type { SecurityPolicy } from './http/security-headers';
import type { RetailerClient } from './retailer/retailer-client';
import type { VapidKeys } from './secrets';
import type { ClickBuffer } from './services/click-buffer';

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
  /** The key pair web push messages are signed with. */
  vapid: VapidKeys;
  tasks: BackgroundTasks;
  /** Current time; tests can move it. */
  now: () => Date;
  /** Public GET answers; createApp makes one when absent. */
  responseCache?: ResponseCache;
  /** Clicks waiting to be stored; createApp makes one when absent. Flush it on shutdown. */
  clickBuffer?: ClickBuffer;
  /** The security headers' policy; createApp reads the built site's when absent. */
  securityPolicy?: SecurityPolicy;
}
