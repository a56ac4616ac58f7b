import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import type { ListenStatusHandler, NotifyHandler } from '../db/pg-listener';
import { DATA_CHANGED_CHANNEL, isAbout, watchDataChanges } from './data-changes';

const logger = pino({ level: 'silent' });

/** A handle whose listen() can be driven by the test. */
function fakeHandle(fail = false) {
  const driver = {
    channel: '',
    notify: (() => {}) as NotifyHandler,
    status: (() => {}) as ListenStatusHandler | undefined,
  };
  const handle = {
    withConnection: async (fn: (q: (sql: string) => Promise<unknown[]>) => Promise<unknown>) =>
      fn(async () => [{ schema: 'public' }]),
    async listen(channel: string, notify: NotifyHandler, status?: ListenStatusHandler) {
      if (fail) throw new Error('no database');
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
  it('clears on every notification, pauses while the listener is down and resumes when it is back', async () => {
    const { handle, driver } = fakeHandle();
    const { calls, target } = recorder();
    await watchDataChanges(handle, target, logger);
    expect(driver.channel).toBe(DATA_CHANGED_CHANNEL);
    driver.notify('public.deals');
    driver.notify('t_other.deals');
    driver.status?.(false);
    driver.status?.(true);
    driver.notify('public.essentials');
    expect(calls).toEqual(['resume', 'clear', 'pause', 'resume', 'clear']);
  });

  it('leaves the target paused when it cannot listen', async () => {
    const { handle } = fakeHandle(true);
    const { calls, target } = recorder();
    const stop = await watchDataChanges(handle, target, logger);
    await stop();
    expect(calls).toEqual([]);
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
