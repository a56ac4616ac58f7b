import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobRuns, loginAttempts } from '../../src/server/db/schema';
import { launchLoginAttemptsPrune } from '../../src/server/jobs/login-attempts-prune';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
afterEach(() => t.close());

describe('login-attempts-prune job', () => {
  it('deletes sign-in counters that ended over a day ago, keeps the others, and records its run', async () => {
    let clock = Date.now();
    t = await createTestApp({ now: () => new Date(clock) });
    // A failed sign-in from an address, as @hono/node-server passes it.
    const fail = (ip: string) =>
      t.app.request(
        '/api/auth/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"key":"wrong"}' },
        { incoming: { socket: { remoteAddress: ip } } },
      );
    expect((await fail('10.1.1.1')).status).toBe(401);
    clock += 2 * DAY;
    expect((await fail('10.2.2.2')).status).toBe(401);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(2);

    const result = await (await launchLoginAttemptsPrune(t.deps)).finished;

    expect(result).toMatchObject({ status: 'succeeded', counts: { deleted: 1 } });
    expect(await t.db.select().from(loginAttempts)).toHaveLength(1);
    const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'login-attempts-prune'));
    expect(runs).toMatchObject([{ status: 'succeeded', counts: { deleted: 1 } }]);
  });
});
