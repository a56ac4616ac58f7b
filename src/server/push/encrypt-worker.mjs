// A thread of the encryption pool (encrypt-pool.ts): web-push's RFC 8291 aes128gcm encryption, a
// fresh key pair and salt per message, off the server's main thread. Plain JavaScript: a worker
// thread does not get the TypeScript loader of the process that starts it (Node 20).
import { parentPort } from 'node:worker_threads';
import webpush from 'web-push';

parentPort?.on('message', (/** @type {import('./encrypt-pool').EncryptJob} */ { id, p256dh, auth, payload }) => {
  /** @type {import('./encrypt-pool').EncryptResult} */
  let answer;
  try {
    answer = { id, cipherText: webpush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(answer);
});
