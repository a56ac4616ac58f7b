import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Holds, until the transaction ends, a lock on one owner's rows of a kind (a device's or an
 * address's watches, its saved deals). PostgreSQL reads committed rows afresh in each statement,
 * so a count taken after the lock sees what another request added before: two requests at once
 * cannot both pass a limit. The schema keeps tests and deployments sharing a database apart.
 */
export async function lockOwner(tx: Db, kind: 'watches' | 'saved', ownerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${`:${kind}`}), hashtext(${ownerId}))`,
  );
}
