import type { Logger } from 'pino';

/** Fire-and-forget work started by a request: tracked so shutdown and tests can wait for it. */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const p = task()
      .catch((err: unknown) => this.logger.error({ err, task: name }, 'background task failed'))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Resolves once every task started so far (and any they start) has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
