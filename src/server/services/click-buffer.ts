import type { Logger } from 'pino';
import type { ClickEvent } from '../../schemas/clicks';
import type { AppDeps } from '../app-deps';
import type { BackgroundTasks } from '../http/background';
import { recordClicks } from './clicks';

/** One accepted click and when it happened. */
export interface PendingClick {
  event: ClickEvent;
  at: Date;
}

export interface ClickBufferOptions {
  /** Stores a batch in one statement; throws when nothing was stored. */
  store: (clicks: PendingClick[]) => Promise<void>;
  tasks: BackgroundTasks;
  logger: Logger;
  /** Most clicks per INSERT. */
  batchSize?: number;
  /** How long a batch may wait to fill up. */
  flushDelayMs?: number;
  /** Most clicks held while the database cannot keep up or is down; beyond it push() refuses. */
  maxPending?: number;
  /** First wait after a failed write; doubles up to 30 s. */
  retryDelayMs?: number;
}

const MAX_RETRY_DELAY_MS = 30_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Click events on their way to the database: accepted at once, written in multi-row batches.
 * Writes run as background tasks, so `tasks.idle()` waits for every accepted click; a failed
 * write keeps its clicks and is retried with backoff (outside the tasks, so idle() does not
 * hang while the database is down). flush() writes everything, for shutdown.
 */
export class ClickBuffer {
  private readonly queue: PendingClick[] = [];
  private draining = false;
  private running: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private urgent = false;
  private readonly batchSize: number;
  private readonly flushDelayMs: number;
  private readonly maxPending: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: ClickBufferOptions) {
    this.batchSize = options.batchSize ?? 1000;
    // Each statement costs PGlite a few ms whatever its size: fewer, bigger batches.
    this.flushDelayMs = options.flushDelayMs ?? 100;
    this.maxPending = options.maxPending ?? 50_000;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  /** Clicks accepted but not yet stored. */
  get pending(): number {
    return this.queue.length;
  }

  /** Accepts a click for storing; false when the buffer is full (the database is not keeping up). */
  push(event: ClickEvent, at: Date): boolean {
    if (this.queue.length >= this.maxPending) return false;
    this.queue.push({ event, at });
    if (this.queue.length >= this.batchSize) this.wake?.();
    this.schedule();
    return true;
  }

  /**
   * Writes every accepted click now, retrying a failed write a few times.
   * Rejects, naming how many clicks are left, when the database still refuses them.
   */
  async flush(attempts = 3): Promise<void> {
    this.urgent = true;
    this.wake?.();
    try {
      for (let attempt = 1; this.queue.length > 0 && attempt <= attempts; attempt++) {
        if (this.retryTimer) {
          clearTimeout(this.retryTimer);
          this.retryTimer = null;
        }
        this.schedule();
        await this.running;
        if (this.queue.length > 0 && attempt < attempts) await sleep(this.retryDelayMs);
      }
    } finally {
      this.urgent = false;
    }
    if (this.queue.length > 0) throw new Error(`${this.queue.length} clicks could not be stored`);
  }

  private schedule(): void {
    if (this.draining || this.retryTimer || this.queue.length === 0) return;
    this.draining = true;
    const run = this.drain();
    this.running = run;
    this.options.tasks.run('store clicks', () => run);
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        if (!this.urgent && this.queue.length < this.batchSize) await this.pause(this.flushDelayMs);
        const batch = this.queue.slice(0, this.batchSize);
        try {
          await this.options.store(batch);
        } catch (err) {
          this.failures += 1;
          this.options.logger.error({ err, pending: this.queue.length }, 'could not store clicks; will retry');
          this.retryLater();
          return;
        }
        this.failures = 0;
        // Only drain() removes clicks, and pushes append: the batch is still at the front.
        this.queue.splice(0, batch.length);
      }
    } finally {
      this.draining = false;
    }
  }

  /** Waits up to ms, or until wake() (a full batch or a flush). */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private retryLater(): void {
    const delay = Math.min(this.retryDelayMs * 2 ** (this.failures - 1), MAX_RETRY_DELAY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.schedule();
    }, delay);
    this.retryTimer.unref();
  }
}

/** The app's buffer: batches go to click_events. */
export function createClickBuffer(deps: Pick<AppDeps, 'handle' | 'tasks' | 'logger'>): ClickBuffer {
  return new ClickBuffer({
    store: (clicks) => recordClicks(deps.handle.db, clicks),
    tasks: deps.tasks,
    logger: deps.logger,
  });
}
