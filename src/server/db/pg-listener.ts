import pg from 'pg';

/** Called with each notification's payload. */
export type NotifyHandler = (payload: string) => void;
/** false while notifications may be missed (no listening connection), true once listening. */
export type ListenStatusHandler = (live: boolean) => void;

interface Subscriber {
  notify: NotifyHandler;
  status?: ListenStatusHandler;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
}

/**
 * LISTEN on PostgreSQL over one dedicated connection, which hears every session's
 * notifications in commit order and reconnects with backoff when lost.
 */
export class PgListener {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private client: pg.Client | null = null;
  /** Channels the current dedicated connection listens on. */
  private listening = new Set<string>();
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = RECONNECT_MIN_MS;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Subscribes to a channel. Resolves once listening; if the server cannot be reached it
   * resolves anyway, reports status false and keeps retrying (status true when listening).
   */
  async listen(channel: string, notify: NotifyHandler, status?: ListenStatusHandler): Promise<() => Promise<void>> {
    assertChannelName(channel);
    const subscriber: Subscriber = { notify, status };
    const set = this.subscribers.get(channel) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.subscribers.set(channel, set);
    const unsubscribe = async () => {
      set.delete(subscriber);
      if (set.size > 0 || this.subscribers.get(channel) !== set) return;
      this.subscribers.delete(channel);
      if (this.client && this.listening.delete(channel))
        await this.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
    try {
      await this.connect();
      status?.(true);
    } catch (err) {
      this.onError(err);
      status?.(false);
      this.scheduleReconnect();
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private dispatch(channel: string, payload: string): void {
    for (const s of this.subscribers.get(channel) ?? []) s.notify(payload);
  }

  private setStatus(live: boolean): void {
    for (const set of this.subscribers.values()) for (const s of set) s.status?.(live);
  }

  /** Connects if needed, then listens on every subscribed channel. Serialised. */
  private connect(): Promise<void> {
    const run = (this.connecting ?? Promise.resolve()).catch(() => undefined).then(() => this.open());
    const settled = run.finally(() => {
      if (this.connecting === settled) this.connecting = null;
    });
    this.connecting = settled;
    return settled;
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    if (!this.client) {
      const client = new pg.Client(this.config);
      client.on('notification', (msg) => this.dispatch(msg.channel, msg.payload ?? ''));
      client.on('error', (err) => {
        this.onError(err);
        this.lost(client);
      });
      client.on('end', () => this.lost(client));
      await client.connect();
      this.client = client;
      this.listening = new Set();
    }
    for (const channel of this.subscribers.keys()) {
      if (this.listening.has(channel)) continue;
      await this.client.query(`LISTEN ${channel}`);
      this.listening.add(channel);
    }
    this.retryDelay = RECONNECT_MIN_MS;
  }

  /** The listening connection died: notifications may be missed until it is back. */
  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.setStatus(false);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => this.setStatus(true),
        (err: unknown) => {
          this.onError(err);
          this.retryDelay = Math.min(this.retryDelay * 2, RECONNECT_MAX_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryDelay);
    this.retryTimer.unref();
  }
}
