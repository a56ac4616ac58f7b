import type { Logger } from 'pino';
import type { ClickEvent } from '../../schemas/clicks';
import type { AppDeps } from '../app-deps';
import { UnavailableError } from './domain-errors';
import { recordClicks } from './clicks';

/** One accepted click and when it happened. */
export interface PendingClick {
  event: ClickEvent;
  at: Date;
}

export interface ClickBufferOptions {
  /** Stores a batch in one statement (one commit); throws when nothing was stored. */
  store: (clicks: PendingClick[]) => Promise<void>;
  logger: Logger;
  /** Most clicks per INSERT. */
  batchSize?: number;
  /** Most clicks waiting for their batch; beyond it add() refuses at once. */
  maxPending?: number;
}

interface Waiting {
  click: PendingClick;
  stored: () => void;
  failed: (err: unknown) => void;
}

const tooManyClicksWaiting = () =>
  new UnavailableError('Too many clicks are waiting to be stored. Please try again shortly.');

/**
 * Group commit for click events: add() resolves only once the click's batch is committed, so
 * an acknowledged click survives a crash. One batch is written at a time; clicks arriving
 * meanwhile form the next batch, so batches grow with the load (one INSERT, one commit each).
 * A failed batch rejects every click in it with the database's error: none was acknowledged.
 */
export class ClickBuffer {
  private queue: Waiting[] = [];
  private writing: Promise<void> | null = null;
  private readonly batchSize: number;
  private readonly maxPending: number;

  constructor(private readonly options: ClickBufferOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.maxPending = options.maxPending ?? 20_000;
  }

  /** Clicks waiting for their batch to be written. */
  get pending(): number {
    return this.queue.length;
  }

  /** Stores the click with the next batch; resolves once it is committed, rejects when it was not stored. */
  add(event: ClickEvent, at: Date): Promise<void> {
    if (this.queue.length >= this.maxPending) return Promise.reject(tooManyClicksWaiting());
    return new Promise((stored, failed) => {
      this.queue.push({ click: { event, at }, stored, failed });
      this.writing ??= this.writeAll().finally(() => (this.writing = null));
    });
  }

  /** Resolves once every click added so far has been written or refused (for shutdown). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    while (this.queue.length > 0) {
      // Let the requests already read in this turn of the event loop join the batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = this.queue.splice(0, this.batchSize);
      try {
        await this.options.store(batch.map((waiting) => waiting.click));
      } catch (err) {
        this.options.logger.error({ err, clicks: batch.length }, 'could not store clicks');
        for (const waiting of batch) waiting.failed(err);
        continue;
      }
      for (const waiting of batch) waiting.stored();
    }
  }
}

/** The app's buffer: batches go to click_events. */
export function createClickBuffer(deps: Pick<AppDeps, 'handle' | 'logger'>): ClickBuffer {
  return new ClickBuffer({ store: (clicks) => recordClicks(deps.handle.db, clicks), logger: deps.logger });
}
