import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ClickEvent } from '../../schemas/clicks';
import { ClickBuffer, type PendingClick } from './click-buffer';

const logger = pino({ level: 'silent' });
const click = (n: number): ClickEvent => ({
  asin: 'B0ABCDEF12',
  clickSource: 'deal-card',
  sessionId: `s${n}`,
  metadata: {},
});
const sessions = (batches: PendingClick[][]) => batches.flat().map((c) => c.event.sessionId);
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A buffer over an in-memory store that can be taken down and held mid-write. */
function setup(options: { batchSize?: number; maxPending?: number } = {}) {
  const stored: PendingClick[][] = [];
  const db = { down: false, gate: Promise.resolve(), writes: 0 };
  const buffer = new ClickBuffer({
    logger,
    ...options,
    store: async (clicks) => {
      db.writes += 1;
      await db.gate;
      if (db.down) throw new Error('database is down');
      stored.push([...clicks]);
    },
  });
  /** Holds writes until the returned function is called. */
  const hold = () => {
    let open = () => {};
    db.gate = new Promise((resolve) => (open = resolve));
    return open;
  };
  return { buffer, stored, db, hold };
}

describe('ClickBuffer (group commit)', () => {
  it('resolves each click only after the batch holding it is stored, in batches of at most batchSize', async () => {
    const t = setup({ batchSize: 3 });
    const open = t.hold();
    let answered = 0;
    const adds = Array.from({ length: 8 }, (_, n) => t.buffer.add(click(n), new Date()).then(() => (answered += 1)));
    while (t.db.writes === 0) await tick();
    await tick();
    expect(answered).toBe(0);
    expect(t.stored).toEqual([]);
    open();
    await Promise.all(adds);
    expect(sessions(t.stored)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
    expect(t.stored.map((batch) => batch.length)).toEqual([3, 3, 2]);
    expect(t.buffer.pending).toBe(0);
  });

  it('writes the clicks that arrive while a batch is being written as one next batch', async () => {
    const t = setup({ batchSize: 100 });
    const open = t.hold();
    const first = t.buffer.add(click(0), new Date());
    while (t.db.writes === 0) await tick();
    const later = [1, 2, 3, 4].map((n) => t.buffer.add(click(n), new Date()));
    expect(t.buffer.pending).toBe(4);
    open();
    await Promise.all([first, ...later]);
    expect(t.stored.map((batch) => batch.length)).toEqual([1, 4]);
  });

  it('rejects every click of a batch that could not be stored with the database error, and stores later ones', async () => {
    const t = setup();
    t.db.down = true;
    const refused = [0, 1].map((n) => t.buffer.add(click(n), new Date()));
    for (const add of refused) await expect(add).rejects.toThrow('database is down');
    expect(t.buffer.pending).toBe(0);
    t.db.down = false;
    await t.buffer.add(click(2), new Date());
    expect(sessions(t.stored)).toEqual(['s2']);
  });

  it('refuses at once beyond maxPending waiting clicks', async () => {
    const t = setup({ maxPending: 2 });
    const open = t.hold();
    const first = t.buffer.add(click(0), new Date());
    while (t.db.writes === 0) await tick();
    const waiting = [1, 2].map((n) => t.buffer.add(click(n), new Date()));
    await expect(t.buffer.add(click(3), new Date())).rejects.toThrow(
      'Too many clicks are waiting to be stored. Please try again shortly.',
    );
    open();
    await Promise.all([first, ...waiting]);
    expect(sessions(t.stored)).toEqual(['s0', 's1', 's2']);
  });

  it('flush() resolves once every added click has been written', async () => {
    const t = setup();
    const open = t.hold();
    const adds = [0, 1].map((n) => t.buffer.add(click(n), new Date()));
    let flushed = false;
    const flush = t.buffer.flush().then(() => (flushed = true));
    await tick();
    expect(flushed).toBe(false);
    open();
    await flush;
    expect(sessions(t.stored)).toEqual(['s0', 's1']);
    await Promise.all(adds);
  });
});
