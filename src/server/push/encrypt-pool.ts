import os from 'node:os';
import { Piscina } from 'piscina';

/** One message to encrypt for one browser (RFC 8291 keys, base64url). */
export interface EncryptJob {
  p256dh: string;
  auth: string;
  payload: string;
}

/**
 * Threads beside the main one (which serves requests, posts the messages and, on PGlite, runs
 * the database): a fan-out spends most of its CPU on the per-message ECDH, so it runs in a
 * Piscina pool. Started on the first message; an idle thread ends after 30 s.
 */
let pool: Piscina<EncryptJob, Uint8Array> | undefined;

/** Encrypts `payload` for the browser's keys with web-push (aes128gcm) in a pool thread. */
export async function encryptPush(p256dh: string, auth: string, payload: string): Promise<Buffer> {
  pool ??= new Piscina({
    filename: new URL('./encrypt-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    idleTimeout: 30_000,
    // Its live heap is web-push and one message: without limits V8 sizes it as the main thread's
    // (a 32 MB young generation, garbage kept up to a far limit), all counted in the server's memory.
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 },
  });
  const cipherText = await pool.run({ p256dh, auth, payload } satisfies EncryptJob);
  return Buffer.from(cipherText.buffer, cipherText.byteOffset, cipherText.byteLength);
}
