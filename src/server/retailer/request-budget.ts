import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { retailerRequestBudget as budget } from '../db/schema';
import { defaultSleep, type RateSpacer } from './rate-spacer';
import { RetailerError } from './retailer-errors';
import { formatCount } from '../../lib/format';

export interface RequestBudgetOptions {
  /** The retailer account the budget belongs to (its credential id). */
  account: string;
  /** Least time between two requests of the account, whichever process sends them. */
  intervalMs: number;
  /** Most requests per UTC day. */
  dailyQuota: number;
  sleep?: (ms: number) => Promise<void>;
}

const SECONDS_PER_DAY = 86_400;

/** Refused: the day's requests are spent until midnight UTC. */
function quotaSpentError(quota: number, now = new Date()): RetailerError {
  const secondsLeft = SECONDS_PER_DAY - Math.floor((now.getTime() / 1000) % SECONDS_PER_DAY);
  return new RetailerError(
    'rate_limited',
    `The retailer's daily quota of ${formatCount(quota)} requests is spent; retailer work can resume after midnight UTC.`,
    secondsLeft,
  );
}

/**
 * The account's request spacing and daily quota, kept in the database so that every server
 * process shares them. wait() books the next free slot in one atomic upsert (on the database's
 * clock) and sleeps until it, or refuses once the UTC day's quota is spent.
 */
export function createRequestBudget(db: Db, options: RequestBudgetOptions): RateSpacer {
  const sleep = options.sleep ?? defaultSleep;
  const interval = sql`make_interval(secs => ${options.intervalMs}::float8 / 1000)`;
  const today = sql`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD')`;
  return {
    async wait() {
      const booked = await db
        .insert(budget)
        .values({ account: options.account, nextSlotAt: sql`clock_timestamp() + ${interval}`, day: today, calls: 1 })
        .onConflictDoUpdate({
          target: budget.account,
          set: {
            calls: sql`case when ${budget.day} = excluded.day then ${budget.calls} + 1 else 1 end`,
            day: sql`excluded.day`,
            nextSlotAt: sql`greatest(${budget.nextSlotAt}, clock_timestamp()) + ${interval}`,
          },
          setWhere: sql`${budget.day} <> excluded.day or ${budget.calls} < ${options.dailyQuota}`,
        })
        .returning({
          waitMs: sql<number>`(extract(epoch from ${budget.nextSlotAt} - clock_timestamp()) * 1000)::float8 - ${options.intervalMs}`,
        });
      if (booked.length === 0) throw quotaSpentError(options.dailyQuota);
      const waitMs = Number(booked[0].waitMs);
      if (waitMs > 0) await sleep(waitMs);
    },
  };
}
