import os from 'node:os';
import { Piscina } from 'piscina';

/** One message to encrypt for one browser (RFC 8291 keys, base64url). */
export interface EncryptJob {
  p256dh: string;
  auth: string;
  payload: string;
}

/** Per job of a task, in order: the cipher text, or why it could not be encrypted. */
export type EncryptResult = Uint8Array | { error: string };

/**
 * Messages encrypted per pool task: a thread hop (posting the task, its answer, Piscina's
 * bookkeeping) costs the main thread about as much as encrypting costs the thread, so a fan-out
 * sends them in batches.
 */
const JOBS_PER_TASK = 32;

/**
 * Threads beside the main one (which serves requests, posts the messages and, on PGlite, runs
 * the database): a fan-out spends most of its CPU on the per-message ECDH, so it runs in a
 * Piscina pool of one thread per core (up to four). Profiled on 2 cores, one thread was the
 * fan-out's limit: busy while the main thread waited for it, idle while the main thread ran the
 * database, so a second one uses what the main thread leaves (decision 20). Started on the first
 * message; an idle thread ends after 30 s.
 */
let pool: Piscina<EncryptJob[], EncryptResult[]> | undefined;

interface Waiting {
  job: EncryptJob;
  resolve: (cipherText: Buffer) => void;
  reject: (err: Error) => void;
}

/** Jobs asked for since the last task was posted. */
let waiting: Waiting[] = [];

function postTask() {
  const batch = waiting;
  waiting = [];
  if (batch.length === 0) return;
  pool ??= new Piscina({
    filename: new URL('./encrypt-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.min(4, os.availableParallelism()),
    idleTimeout: 30_000,
    // Its live heap is web-push and a batch: without limits V8 sizes it as the main thread's
    // (a 32 MB young generation, garbage kept up to a far limit), all counted in the server's memory.
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 },
  });
  pool.run(batch.map((w) => w.job)).then(
    (results) =>
      results.forEach((result, i) => {
        if (result instanceof Uint8Array) {
          batch[i].resolve(Buffer.from(result.buffer, result.byteOffset, result.byteLength));
        } else batch[i].reject(new Error(result.error));
      }),
    (err: unknown) => batch.forEach((w) => w.reject(err instanceof Error ? err : new Error(String(err)))),
  );
}

/**
 * Encrypts `payload` for the browser's keys with web-push (aes128gcm) in a pool thread, with the
 * other messages asked for in the same turn of the event loop (up to JOBS_PER_TASK a task).
 */
export function encryptPush(p256dh: string, auth: string, payload: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    waiting.push({ job: { p256dh, auth, payload }, resolve, reject });
    if (waiting.length >= JOBS_PER_TASK) postTask();
    else if (waiting.length === 1) setImmediate(postTask);
  });
}
