import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, quietServerEnv } from '../support/server-process';

// `npm start` (scripts/start.mjs) as a supervisor sees it: exit codes, signals, and no orphaned server.
const database = process.env.TEST_DATABASE_URL;
const started: number[] = [];

afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

async function startWrapper() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deals-start-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...quietServerEnv(port),
      DATA_DIR: dataDir,
      ...(process.env.TEST_DB === 'postgres' && database ? { DATABASE_URL: database } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child.pid!);
  let text = '';
  child.stdout.on('data', (b: Buffer) => (text += b.toString()));
  child.stderr.on('data', (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`npm start did not serve:\n${text}`);
    try {
      if ((await fetch(`${url}/api/products/categories`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, exited, url, serverPid: serverPidOf(child.pid!) };
}

/** The server process the wrapper started (its only node child). */
function serverPidOf(wrapperPid: number): number {
  const children = fs.readFileSync(`/proc/${wrapperPid}/task/${wrapperPid}/children`, 'utf8').trim().split(/\s+/);
  const pid = Number(children.at(-1));
  started.push(pid);
  return pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('npm start tells a supervisor the truth', () => {
  it('exits 128 + 9 when the server is killed with kill -9', async () => {
    const { exited, serverPid } = await startWrapper();
    process.kill(serverPid, 'SIGKILL');
    expect(await exited).toBe(137);
  }, 300_000);

  it('passes SIGHUP on to the server and reports its death by it (128 + 1)', async () => {
    const { child, exited, serverPid } = await startWrapper();
    child.kill('SIGHUP');
    expect(await exited).toBe(129);
    expect(await gone(serverPid)).toBe(true);
  }, 300_000);

  it('stops the server cleanly on SIGTERM and exits 0', async () => {
    const { child, exited, serverPid } = await startWrapper();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await gone(serverPid)).toBe(true);
  }, 300_000);

  it('never leaves the server running when the wrapper itself is killed with kill -9', async () => {
    const { child, exited, serverPid } = await startWrapper();
    child.kill('SIGKILL');
    await exited;
    expect(await gone(serverPid)).toBe(true);
  }, 300_000);
});
