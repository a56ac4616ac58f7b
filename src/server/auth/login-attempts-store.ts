import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

interface AttemptCount {
  totalHits: number;
  resetTime: Date;
}

/**
 * hono-rate-limiter's counter store in PostgreSQL (or PGlite): every server process counts the
 * same failed sign-ins, so the limit holds however many processes serve. One atomic upsert per hit.
 */
export function loginAttemptsStore(db: Db, windowMs: number, now: () => Date) {
  return {
    localKeys: false,
    async increment(key: string): Promise<AttemptCount> {
      const at = now();
      const resetAt = new Date(at.getTime() + windowMs);
      const expired = sql`${loginAttempts.resetAt} <= ${at}`;
      const [row] = await db
        .insert(loginAttempts)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${loginAttempts.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${loginAttempts.resetAt} end`,
          },
        })
        .returning();
      return { totalHits: row.hits, resetTime: row.resetAt };
    },
    async decrement(key: string): Promise<void> {
      await db
        .update(loginAttempts)
        .set({ hits: sql`greatest(${loginAttempts.hits} - 1, 0)` })
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.resetAt, now())));
    },
    async resetKey(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}

/** A sign-in counter whose window ended this long ago counts nothing any more: its row is deleted. */
const LOGIN_ATTEMPTS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes the counters whose window ended over LOGIN_ATTEMPTS_KEPT_MS ago; resolves to how many. */
export async function pruneLoginAttempts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LOGIN_ATTEMPTS_KEPT_MS);
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.resetAt, before))
    .returning({ key: loginAttempts.key });
  return deleted.length;
}
