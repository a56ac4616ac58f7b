import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ClickEvent } from '../../schemas/clicks';
import { BackgroundTasks } from '../http/background';
import { ClickBuffer, type PendingClick } from './click-buffer';

const logger = pino({ level: 'silent' });
const click = (n: number): ClickEvent => ({
  asin: 'B0ABCDEF12',
  clickSource: 'deal-card',
  sessionId: `s${n}`,
  metadata: {},
});
const sessions = (batches: PendingClick[][]) => batches.flat().map((c) => c.event.sessionId);

/** A buffer over an in-memory store that can be taken down and slowed. */
function setup(options: { batchSize?: number; maxPending?: number; flushDelayMs?: number } = {}) {
  const tasks = new BackgroundTasks(logger);
  const stored: PendingClick[][] = [];
  const db = { down: false, gate: Promise.resolve(), writes: 0 };
  const buffer = new ClickBuffer({
    tasks,
    logger,
    retryDelayMs: 5,
    flushDelayMs: options.flushDelayMs ?? 5,
    ...options,
    store: async (clicks) => {
      db.writes += 1;
      await db.gate;
      if (db.down) throw new Error('database is down');
      stored.push([...clicks]);
    },
  });
  return { buffer, tasks, stored, db };
}

describe('ClickBuffer', () => {
  it('stores every accepted click, in order, in batches of at most batchSize; idle() waits for them', async () => {
    const t = setup({ batchSize: 3 });
    for (let n = 0; n < 8; n++) expect(t.buffer.push(click(n), new Date())).toBe(true);
    await t.tasks.idle();
    expect(sessions(t.stored)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
    expect(Math.max(...t.stored.map((b) => b.length))).toBe(3);
    expect(t.buffer.pending).toBe(0);
  });

  it('collects clicks that arrive while a batch is being written into the next batch', async () => {
    const t = setup({ batchSize: 100 });
    let open = () => {};
    t.db.gate = new Promise((resolve) => (open = resolve));
    t.buffer.push(click(0), new Date());
    while (t.db.writes === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    for (let n = 1; n < 5; n++) t.buffer.push(click(n), new Date());
    expect(t.buffer.pending).toBe(5);
    open();
    await t.tasks.idle();
    expect(t.stored.map((batch) => batch.length)).toEqual([1, 4]);
    expect(sessions(t.stored)).toEqual(['s0', 's1', 's2', 's3', 's4']);
  });

  it('refuses clicks beyond maxPending while the database is down, and stores the rest once it is back', async () => {
    const t = setup({ maxPending: 3 });
    t.db.down = true;
    for (let n = 0; n < 3; n++) expect(t.buffer.push(click(n), new Date())).toBe(true);
    expect(t.buffer.push(click(3), new Date())).toBe(false);
    // idle() does not hang while writes keep failing.
    await t.tasks.idle();
    expect(t.stored).toEqual([]);
    expect(t.buffer.pending).toBe(3);
    t.db.down = false;
    await t.buffer.flush();
    expect(sessions(t.stored)).toEqual(['s0', 's1', 's2']);
    expect(t.buffer.push(click(4), new Date())).toBe(true);
  });

  it('retries a failed write by itself once the database is back', async () => {
    const t = setup();
    t.db.down = true;
    t.buffer.push(click(0), new Date());
    await t.tasks.idle();
    t.db.down = false;
    while (t.stored.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sessions(t.stored)).toEqual(['s0']);
  });

  it('flush() writes everything at once, and rejects naming what is left when the database stays down', async () => {
    const t = setup({ flushDelayMs: 60_000 });
    t.buffer.push(click(0), new Date());
    t.buffer.push(click(1), new Date());
    await t.buffer.flush();
    expect(sessions(t.stored)).toEqual(['s0', 's1']);

    t.db.down = true;
    t.buffer.push(click(2), new Date());
    await expect(t.buffer.flush(2)).rejects.toThrow('1 clicks could not be stored');
    expect(t.buffer.pending).toBe(1);
  });
});
