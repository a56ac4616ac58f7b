import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, whenServing, type ServerProcess } from '../support/server-process';

// The embedded database (PGlite in DATA_DIR) has one owner process. PostgreSQL has no such rule.
const pglite = process.env.TEST_DB !== 'postgres';
const running: ServerProcess[] = [];

afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function serve(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

describe.runIf(pglite)('DATA_DIR has one owner', () => {
  it('refuses a second server on the same DATA_DIR, naming the first, and leaves the first serving', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deals-lock-'));
    const first = await serve(dataDir);
    await whenServing(first);

    const second = await serve(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`${dataDir} is in use by another server (process ${first.child.pid} on`);
    expect((await fetch(`${first.url}/api/products/categories`)).status).toBe(200);
  }, 120_000);

  it('refuses a second server while the owner is stalled (SIGSTOP for 15 s); the owner then serves on', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deals-lock-'));
    const first = await serve(dataDir);
    await whenServing(first);
    first.child.kill('SIGSTOP');
    try {
      await new Promise((r) => setTimeout(r, 15_000));
      const second = await serve(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`${dataDir} is in use by another server (process ${first.child.pid} on`);
    } finally {
      first.child.kill('SIGCONT');
    }
    expect((await fetch(`${first.url}/api/products/categories`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 6_000)); // past the owner's next refresh of its lock
    expect((await fetch(`${first.url}/api/products/categories`)).status).toBe(200);
  }, 300_000);

  it('starts at once after the owner was killed (kill -9), and after a clean stop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deals-lock-'));
    const crashed = await serve(dataDir);
    await whenServing(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;

    const restarted = await serve(dataDir);
    await whenServing(restarted, 8_000);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'owner.lock'))).toBe(false);

    const again = await serve(dataDir);
    await whenServing(again, 8_000);
  }, 120_000);
});
