import type { DbHandle } from '../db/client';

/** Advisory lock keys, one per job (stable 32-bit numbers; paired with the schema, see below). */
export const LOCK_KEYS = {
  'deal-refresh': 7_240_001,
  essentials: 7_240_002,
  digest: 7_240_003,
  'asin-import': 7_240_004,
  alerts: 7_240_005,
  'associates-reports': 7_240_006,
  'login-attempts-prune': 7_240_007,
  'deal-recheck': 7_240_028,
} as const;

/** Keys held by this process, per database: PGlite is one session, where advisory locks are re-entrant. */
const heldInProcess = new WeakMap<DbHandle, Set<number>>();

export type LockOutcome<T> = { acquired: true; value: T } | { acquired: false };

/**
 * Runs fn while holding a PostgreSQL advisory lock (pg_try_advisory_lock), so one process
 * in the whole fleet runs it; answers { acquired: false } at once when another holds it.
 */
export async function withAdvisoryLock<T>(
  handle: DbHandle,
  key: number,
  fn: () => Promise<T>,
): Promise<LockOutcome<T>> {
  let held = heldInProcess.get(handle);
  if (!held) heldInProcess.set(handle, (held = new Set()));
  if (held.has(key)) return { acquired: false };
  held.add(key);
  try {
    if (handle.driver === 'pglite') {
      // One embedded session: take and release in short calls so other raw work is not queued behind fn.
      const locked = await handle.withConnection((q) => tryLock(q, key));
      if (!locked) return { acquired: false };
      try {
        return { acquired: true, value: await fn() };
      } finally {
        await handle.withConnection((q) => q(UNLOCK, [key]));
      }
    }
    // A session lock lives on its connection: keep that connection for the whole run.
    return await handle.withConnection(async (q): Promise<LockOutcome<T>> => {
      if (!(await tryLock(q, key))) return { acquired: false };
      try {
        return { acquired: true, value: await fn() };
      } finally {
        await q(UNLOCK, [key]);
      }
    });
  } finally {
    held.delete(key);
  }
}

// Locks are database-wide: pairing the key with the schema keeps deployments (and tests) that share a database apart.
const TRY_LOCK = 'select pg_try_advisory_lock(hashtext(current_schema()), $1) as locked';
const UNLOCK = 'select pg_advisory_unlock(hashtext(current_schema()), $1)';

async function tryLock(query: (sql: string, params?: unknown[]) => Promise<unknown[]>, key: number): Promise<boolean> {
  const rows = (await query(TRY_LOCK, [key])) as { locked: boolean }[];
  return rows[0]?.locked === true;
}
