import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** One message to encrypt for one browser (RFC 8291 keys, base64url). */
export interface EncryptJob {
  id: number;
  p256dh: string;
  auth: string;
  payload: string;
}

type EncryptResult = { id: number; cipherText: Uint8Array } | { id: number; error: string };

/**
 * Threads beside the main one (which serves requests, posts the messages and, on PGlite, runs
 * the database): a fan-out spends most of its CPU on the per-message ECDH, so it runs here.
 */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve: (cipherText: Buffer) => void; reject: (err: Error) => void }>;
}

const threads: (Thread | undefined)[] = [];
let nextId = 0;

/** Starts a thread; one that fails or exits fails its waiting messages and is started again on demand. */
function startThread(slot: number): Thread {
  const worker = new Worker(new URL('./encrypt-worker.mjs', import.meta.url));
  const thread: Thread = { worker, waiting: new Map() };
  // An idle pool never keeps the process alive.
  worker.unref();
  worker.on('message', (result: EncryptResult) => {
    const waiter = thread.waiting.get(result.id);
    thread.waiting.delete(result.id);
    if (!waiter) return;
    if ('error' in result) waiter.reject(new Error(result.error));
    else
      waiter.resolve(Buffer.from(result.cipherText.buffer, result.cipherText.byteOffset, result.cipherText.byteLength));
  });
  const fail = (err: Error) => {
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const waiter of thread.waiting.values()) waiter.reject(err);
    thread.waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`push encryption thread exited (${code})`)));
  return thread;
}

/** The thread with the fewest messages waiting. */
function leastBusy(): Thread {
  let best: Thread | undefined;
  for (let slot = 0; slot < THREADS; slot++) {
    const thread = (threads[slot] ??= startThread(slot));
    if (!best || thread.waiting.size < best.waiting.size) best = thread;
  }
  return best as Thread;
}

/** Encrypts `payload` for the browser's keys with web-push (aes128gcm) in a pool thread. */
export function encryptPush(p256dh: string, auth: string, payload: string): Promise<Buffer> {
  const thread = leastBusy();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ id, p256dh, auth, payload } satisfies EncryptJob);
  });
}
