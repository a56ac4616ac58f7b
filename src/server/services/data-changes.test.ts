import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import type { ListenStatusHandler, NotifyHandler } from '../db/pg-listener';
import { DATA_CHANGED_CHANNEL, isAbout, watchDataChanges } from './data-changes';

const logger = pino({ level: 'silent' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A handle driven by the test. `delivery` decides what becomes of a pg_notify sent through it:
 * heard by the listener, never heard, or refused by the database.
 */
function fakeHandle(options: { listens?: boolean; delivery?: 'heard' | 'lost' | 'refused' } = {}) {
  const { listens = true, delivery = 'heard' } = options;
  const driver = {
    channel: '',
    sent: [] as string[],
    notify: (() => {}) as NotifyHandler,
    status: (() => {}) as ListenStatusHandler | undefined,
  };
  const query = async (sql: string, params: unknown[] = []) => {
    if (sql.includes('current_schema')) return [{ schema: 'public' }];
    if (delivery === 'refused') throw new Error('database down');
    const payload = String(params[1]);
    driver.sent.push(payload);
    if (delivery === 'heard') setTimeout(() => driver.notify(payload), 5);
    return [];
  };
  const handle = {
    withConnection: async (fn: (q: typeof query) => Promise<unknown>) => fn(query),
    async listen(channel: string, notify: NotifyHandler, status?: ListenStatusHandler) {
      if (!listens) throw new Error('no database');
      Object.assign(driver, { channel, notify, status });
      status?.(true);
      return async () => {};
    },
  } as unknown as DbHandle;
  return { handle, driver };
}

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    target: { clear: () => calls.push('clear'), pause: () => calls.push('pause'), resume: () => calls.push('resume') },
  };
}

describe('watchDataChanges', () => {
  it('clears on each change to our schema, pauses while the listener is down and resumes when it is back', async () => {
    const { handle, driver } = fakeHandle();
    const { calls, target } = recorder();
    watchDataChanges(handle, target, logger);
    await settle();
    expect(driver.channel).toBe(DATA_CHANGED_CHANNEL);
    driver.notify('public.deals');
    driver.notify('t_other.deals');
    driver.status?.(false);
    driver.status?.(true);
    driver.notify('public.essentials');
    expect(calls).toEqual(['resume', 'clear', 'pause', 'resume', 'clear']);
  });

  it('leaves the target paused when it cannot listen, and never makes a write wait', async () => {
    const { handle, driver } = fakeHandle({ listens: false });
    const { calls, target } = recorder();
    const changes = watchDataChanges(handle, target, logger);
    await settle();
    await changes.caughtUp();
    expect(calls).toEqual([]);
    expect(driver.sent).toEqual([]);
  });
});

describe('caughtUp', () => {
  it('resolves once its own marker comes back through the listener, which clears nothing', async () => {
    const { handle, driver } = fakeHandle();
    const { calls, target } = recorder();
    const changes = watchDataChanges(handle, target, logger);
    await settle();
    await Promise.all([changes.caughtUp(), changes.caughtUp()]);
    expect(driver.sent).toHaveLength(2);
    expect(new Set(driver.sent).size).toBe(2);
    expect(calls).toEqual(['resume']);
  });

  it("ignores another process's markers", async () => {
    const { handle, driver } = fakeHandle({ delivery: 'lost' });
    const { calls, target } = recorder();
    const changes = watchDataChanges(handle, target, logger, 50);
    await settle();
    const waiting = changes.caughtUp();
    driver.notify(driver.sent[0].replace(/:[^:]+:/, ':another-process:'));
    await waiting;
    expect(calls).toEqual(['resume', 'clear']);
  });

  it('clears the target itself when the marker is not heard in time or cannot be sent', async () => {
    for (const delivery of ['lost', 'refused'] as const) {
      const { handle } = fakeHandle({ delivery });
      const { calls, target } = recorder();
      const changes = watchDataChanges(handle, target, logger, 50);
      await settle();
      const started = Date.now();
      await changes.caughtUp();
      expect(calls, delivery).toEqual(['resume', 'clear']);
      if (delivery === 'refused') expect(Date.now() - started).toBeLessThan(50);
    }
  });

  it('stops waiting when the listener goes down (the paused target stores nothing)', async () => {
    const { handle, driver } = fakeHandle({ delivery: 'lost' });
    const { calls, target } = recorder();
    const changes = watchDataChanges(handle, target, logger, 10_000);
    await settle();
    const waiting = changes.caughtUp();
    driver.status?.(false);
    await waiting;
    expect(calls).toEqual(['resume', 'pause']);
  });
});

describe('isAbout', () => {
  it('matches the schema of schema.table, and a bare table name', () => {
    expect(isAbout('public', 'public.deals')).toBe(true);
    expect(isAbout('public', 't_abc.deals')).toBe(false);
    expect(isAbout('t_abc', 't_abc.categories')).toBe(true);
    expect(isAbout('public', 'deals')).toBe(true);
  });
});
