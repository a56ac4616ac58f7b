import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every child process and clean-up step of this run, so nothing outlives it (errors, Ctrl+C). */
const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void> | void> = [];

export function trackChild(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Registers a clean-up step; it runs once, last registered first. Returns a function that runs it now. */
export function onCleanup(fn: () => Promise<void> | void): () => Promise<void> {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    const i = cleanups.indexOf(run);
    if (i >= 0) cleanups.splice(i, 1);
    await fn();
  };
  cleanups.push(run);
  return run;
}

/** Sends a signal and waits for the exit; SIGKILL after graceMs. Resolves with how it ended. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return { code: child.exitCode, signal: child.signalCode, killed: false };
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, sig) => resolve({ code, signal: sig })),
  );
  child.kill(signal);
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  const first = await Promise.race([exited, timer]);
  if (first !== 'timeout') return { ...first, killed: false };
  child.kill('SIGKILL');
  return { ...(await exited), killed: true };
}

/** Runs every clean-up step, then kills whatever child is still alive. */
export async function cleanUpAll(): Promise<void> {
  while (cleanups.length) {
    const run = cleanups[cleanups.length - 1];
    try {
      await withTimeout(Promise.resolve(run()), 30_000, 'clean-up step');
    } catch (err) {
      console.error(`  clean-up: ${errorText(err)}`);
    }
  }
  for (const child of children) child.kill('SIGKILL');
}

/** Ctrl+C, SIGTERM and a plain exit all take the children down with us. */
export function installExitHandlers(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n  ${signal}: stopping everything the benchmark started...`);
    void cleanUpAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

export class TimeoutError extends Error {}

/** Rejects with a TimeoutError when the promise takes longer than ms. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A fresh folder under /tmp/eng-f-*; remove() deletes it, and clean-up does if nobody did. */
export function tempDir(label: string): { dir: string; remove: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `eng-f-${label}-`));
  return {
    dir,
    remove: onCleanup(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })),
  };
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
