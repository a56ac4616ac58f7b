import { sql } from 'drizzle-orm';

/** A time as an SQL timestamptz literal parameter (both drivers take the ISO text). */
export const sqlTime = (time: Date) => sql`${time.toISOString()}::timestamptz`;
