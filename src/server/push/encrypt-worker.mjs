// A thread of the encryption pool (encrypt-pool.ts): web-push's RFC 8291 aes128gcm encryption, a
// fresh key pair and salt per message, off the server's main thread. Plain JavaScript: a worker
// thread does not get the TypeScript loader of the process that starts it (Node 20).
import { parentPort } from 'node:worker_threads';
import webpush from 'web-push';

parentPort?.on('message', (/** @type {import('./encrypt-pool').EncryptJob} */ { id, p256dh, auth, payload }) => {
  let cipherText;
  try {
    // A copy of its own size: the Buffer may be a view of Node's 8 KB pool, which posting would
    // copy whole; the copy's memory moves to the main thread instead (transfer).
    cipherText = new Uint8Array(webpush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText);
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    return;
  }
  parentPort?.postMessage({ id, cipherText }, [cipherText.buffer]);
});
