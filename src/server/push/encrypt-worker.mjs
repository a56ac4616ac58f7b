// A thread of the encryption pool (encrypt-pool.ts, Piscina): web-push's RFC 8291 aes128gcm
// encryption, a fresh key pair and salt per message, off the server's main thread. Plain
// JavaScript: a worker thread does not get the TypeScript loader of the process that starts it (Node 20).
import webpush from 'web-push';

/**
 * @param {import('./encrypt-pool').EncryptJob[]} jobs
 * @returns {import('./encrypt-pool').EncryptResult[]}
 */
export default function encrypt(jobs) {
  return jobs.map(({ p256dh, auth, payload }) => {
    try {
      // A copy of its own size: the Buffer may be a view of Node's 8 KB pool, which posting would copy whole.
      return new Uint8Array(webpush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText);
    } catch (err) {
      return { error: err instanceof Error ? err.message : String(err) };
    }
  });
}
