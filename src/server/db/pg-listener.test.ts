import crypto from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PgListener } from './pg-listener';

const url = process.env.TEST_DATABASE_URL;

/** Reads until `done` holds or a few seconds pass; the caller asserts on the result. */
async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  while (!done(read()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return read();
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A listener on a channel of its own, and a way to notify it from another session. */
async function setup() {
  const name = `t_${crypto.randomBytes(5).toString('hex')}`;
  const listener = new PgListener({ connectionString: url, application_name: name }, () => {});
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  cleanups.push(
    () => other.end(),
    () => listener.close(),
  );
  const heard: string[] = [];
  const statuses: boolean[] = [];
  await listener.listen(
    name,
    (payload) => heard.push(payload),
    (live) => statuses.push(live),
  );
  const notify = (payload: string) => other.query('select pg_notify($1, $2)', [name, payload]);
  return { name, listener, heard, statuses, notify, other };
}

describe.skipIf(!url)('PgListener (PostgreSQL)', () => {
  it("hears other sessions' notifications", async () => {
    const t = await setup();
    expect(t.statuses).toEqual([true]);
    await t.notify('a');
    await t.notify('b');
    expect(
      await eventually(
        () => t.heard,
        (h) => h.length >= 2,
      ),
    ).toEqual(['a', 'b']);
  });

  it('reports a lost connection, reconnects by itself and hears notifications again', async () => {
    const t = await setup();
    await t.other.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [t.name]);
    expect(
      await eventually(
        () => t.statuses,
        (s) => s.length >= 3,
      ),
    ).toEqual([true, false, true]);
    await t.notify('after');
    expect(
      await eventually(
        () => t.heard,
        (h) => h.length >= 1,
      ),
    ).toEqual(['after']);
  });

  it('delivers notifications from several sessions in commit order', async () => {
    const t = await setup();
    const second = new pg.Client({ connectionString: url });
    await second.connect();
    cleanups.push(() => second.end());
    for (let i = 0; i < 20; i += 1) {
      const session = i % 2 === 0 ? t.other : second;
      await session.query('select pg_notify($1, $2)', [t.name, String(i)]);
    }
    const all = Array.from({ length: 20 }, (_, i) => String(i));
    expect(
      await eventually(
        () => t.heard,
        (h) => h.length >= 20,
      ),
    ).toEqual(all);
  });
});
