// A thread of the encryption pool (encrypt-pool.ts, Piscina): web-push's RFC 8291 aes128gcm
// encryption, a fresh key pair and salt per message, off the server's main thread. Plain
// JavaScript: a worker thread does not get the TypeScript loader of the process that starts it (Node 20).
import { move } from 'piscina';
import webpush from 'web-push';

/** @param {import('./encrypt-pool').EncryptJob} job */
export default function encrypt({ p256dh, auth, payload }) {
  // A copy of its own size: the Buffer may be a view of Node's 8 KB pool, which posting would
  // copy whole; the copy's memory moves to the main thread instead (transfer).
  return move(new Uint8Array(webpush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText));
}
