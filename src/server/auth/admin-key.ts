import crypto from 'node:crypto';
import { verify as verifyArgon2 } from '@node-rs/argon2';

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** True when the candidate matches the admin key: an argon2 hash ($argon2...) or a plain value compared in constant time. */
export async function verifyAdminKey(adminKey: string, candidate: string): Promise<boolean> {
  if (adminKey.startsWith('$argon2')) {
    try {
      return await verifyArgon2(adminKey, candidate);
    } catch {
      return false;
    }
  }
  // Equal-length digests let timingSafeEqual compare keys of any length.
  return crypto.timingSafeEqual(digest(adminKey), digest(candidate));
}
