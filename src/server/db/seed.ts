import type { Db } from './client';

/** Seeds categories and the demo catalog into an empty database. */
export async function seedIfEmpty(_db: Db, _now: Date): Promise<{ seeded: boolean; deals: number }> {
  return { seeded: false, deals: 0 };
}
