import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHILD_STAGES } from '../../src/rules/child-stages';
import { ALERT_FREQUENCIES } from '../../src/schemas/alerts';
import { DEFAULT_CATEGORIES } from '../../src/schemas/categories';
import type { Db } from '../../src/server/db/client';
import { jobRuns } from '../../src/server/db/schema';
import { matchRules, TEXT_SEARCH_CONFIG } from '../../src/server/services/alert-preferences';
import { mulberry32 } from '../../src/server/retailer/demo-catalog-random';
import { loadDeals } from './deal-data';

/** What parents type as alert keywords: words of the generated deals' titles and some that match nothing. */
const KEYWORDS = [
  'blanket',
  'organic',
  'play mat',
  'lunch box',
  'sneakers',
  'board book',
  'backpack',
  'bottle set',
  'face cream',
  'storage bins',
  'size 4 diapers',
  'toddler shoes',
  'stroller',
  'car seat',
  'snack pack',
  'cozy',
];

/** The subscriber's rules as the alerts page would save them, drawn from r. */
function randomRules(r: () => number) {
  const some = <T>(list: readonly T[], max: number) => [
    ...new Set(Array.from({ length: Math.floor(r() * (max + 1)) }, () => list[Math.floor(r() * list.length)])),
  ];
  const rules = {
    categories:
      r() < 0.6
        ? some(
            DEFAULT_CATEGORIES.map((c) => c.id),
            3,
          )
        : [],
    stages:
      r() < 0.3
        ? some(
            CHILD_STAGES.map((s) => s.id),
            2,
          )
        : [],
    keywords: r() < 0.5 ? some(KEYWORDS, 3) : [],
    maxPriceCents: r() < 0.4 ? null : (10 + Math.floor(r() * 140)) * 100,
    minDiscount: [0, 0, 10, 20, 30, 50][Math.floor(r() * 6)],
    frequency: ALERT_FREQUENCIES[Math.floor(r() * ALERT_FREQUENCIES.length)],
  };
  const { categories, query } = matchRules(rules);
  return { ...rules, matchCategories: categories, query };
}

/**
 * The alert job's worst case: `dealCount` deals approved in the last hour (all shown), a deal
 * refresh that just succeeded, and `subscribers` confirmed subscribers with random rules, none
 * alerted or checked yet (so every one is due). Rules are derived as saving them derives them
 * (the product's matchRules, websearch_to_tsquery), in batches of 2,000 rows in one transaction.
 */
export async function loadAlertDataset(db: Db, subscribers: number, dealCount: number, batch = 2_000): Promise<void> {
  const now = new Date();
  await loadDeals(db, dealCount, now);
  await db.execute(sql`update deals set is_approved = true, is_expired = false, deal_ends_at = null,
    price_fetched_at = ${now.toISOString()}::timestamptz, last_updated = ${now.toISOString()}::timestamptz`);
  await db
    .insert(jobRuns)
    .values({ name: 'deal-refresh', status: 'succeeded', startedAt: new Date(now.getTime() - 60 * 60 * 1000) });
  const r = mulberry32(18);
  await db.transaction(async (tx) => {
    for (let start = 0; start < subscribers; start += batch) {
      const rows = Array.from({ length: Math.min(batch, subscribers - start) }, (_, i) => ({
        id: crypto.randomUUID(),
        email: `parent${start + i}@example.com`,
        ...randomRules(r),
      }));
      const json = JSON.stringify(rows);
      await tx.execute(sql`insert into newsletter_subscribers (id, email, status, confirmed_at)
        select id, email, 'confirmed', now() from jsonb_to_recordset(${json}::jsonb) as x(id uuid, email text)`);
      await tx.execute(sql`insert into alert_preferences (subscriber_id, categories, stages, keywords, max_price_cents,
          min_discount, frequency, match_categories, match_query)
        select x.id, x.categories, x.stages, x.keywords, x."maxPriceCents", x."minDiscount", x.frequency,
          x."matchCategories", (case when numnode(q) = 0 then null else q end)
        from jsonb_to_recordset(${json}::jsonb) as x(id uuid, categories text[], stages text[], keywords text[],
          "maxPriceCents" int, "minDiscount" int, frequency text, "matchCategories" text[], query text)
        left join lateral websearch_to_tsquery(${TEXT_SEARCH_CONFIG}::regconfig, x.query) as q on x.query <> ''`);
    }
  });
}
