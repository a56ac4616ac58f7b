import { randomUUID } from 'node:crypto';
import { toCents } from '../../rules/cents';
import { isOutOfStock } from '../../rules/offer-details';
import { desc, eq, sql } from 'drizzle-orm';
import { formatUsd } from '../../lib/format';
import type { PriceReportAnswer, PriceReportOutcome, PriceReportView } from '../../schemas/price-report';
import type { Db } from '../db/client';
import { deals, priceReports } from '../db/schema';
import type { RetailerClient, RetailerItem } from '../retailer/retailer-client';
import { saveRetailerItems } from './retailer-deals';
import { takeVisitorShare } from './visitor-checks';

/** At most one retailer check per ASIN in this window, however many reports come. */
const RECHECK_MS = 10 * 60 * 1000;
/** Rows the operator's queue shows. */
const QUEUE_SIZE = 50;

const dollars = (cents: number) => formatUsd(cents / 100);

export interface ReportContext {
  db: Db;
  retailer: RetailerClient;
  marketplaceHost: string;
  now: Date;
  /** The day's retailer quota, a tenth of which visitors' checks may use (see visitor-checks). */
  dailyQuota: number;
  /** Told what a check stored (the watches of the product are judged). */
  onChecked?: (items: RetailerItem[]) => Promise<unknown>;
}

/**
 * A visitor says the retailer's price or availability differs from the page. Counts the report;
 * when no check of this ASIN was made in the last 10 minutes (by any process: the claim is one
 * upsert), asks the retailer for it at once (from the visitors' share of the quota, spaced and counted
 * like every retailer call) and writes a new price through the refresh's own path. An ASIN the
 * retailer does not return stays listed: it waits in the operator's queue and the next scheduled
 * refresh decides. Null when we do not list the ASIN.
 */
export async function reportPriceChange(ctx: ReportContext, asin: string): Promise<PriceReportAnswer | null> {
  const { db, now } = ctx;
  const [deal] = await db.select().from(deals).where(eq(deals.asin, asin)).limit(1);
  if (!deal) return null;

  // The claim's own token marks the check as this request's, whatever the clock says.
  const token = `checking:${randomUUID()}`;
  const due = sql`${priceReports.checkedAt} <= ${new Date(now.getTime() - RECHECK_MS).toISOString()}::timestamptz`;
  const [claim] = await db
    .insert(priceReports)
    .values({ asin, reports: 1, lastReportedAt: now, checkedAt: now, outcome: 'checking', message: token })
    .onConflictDoUpdate({
      target: priceReports.asin,
      set: {
        reports: sql`${priceReports.reports} + 1`,
        lastReportedAt: now,
        checkedAt: sql`case when ${due} then excluded.checked_at else ${priceReports.checkedAt} end`,
        outcome: sql`case when ${due} then 'checking' else ${priceReports.outcome} end`,
        message: sql`case when ${due} then excluded.message else ${priceReports.message} end`,
      },
    })
    .returning();
  if (claim.message !== token) return answerOf(claim, true);

  const found = (await takeVisitorShare(db, ctx.dailyQuota))
    ? await checkWithRetailer(ctx, asin, deal.priceCents)
    : {
        outcome: 'deferred' as const,
        message: 'Thank you! We have checked many prices for visitors today; this one is checked at the next refresh.',
      };
  const [done] = await db.update(priceReports).set(found).where(eq(priceReports.asin, asin)).returning();
  return answerOf(done, false);
}

async function checkWithRetailer(
  { db, retailer, marketplaceHost, now, onChecked }: ReportContext,
  asin: string,
  shownCents: number,
): Promise<{ outcome: PriceReportOutcome; message: string }> {
  let items;
  try {
    ({ items } = await retailer.getItems([asin]));
  } catch {
    return {
      outcome: 'failed',
      message: 'We could not reach the retailer just now. We will check again at the next refresh.',
    };
  }
  const item = items.find((i) => i.asin === asin);
  // A visitor's check never takes a deal down: the operator sees it, the next scheduled refresh decides.
  if (!item) {
    return {
      outcome: 'missing',
      message: 'Thank you! The retailer did not return this deal just now; our team will look at it.',
    };
  }
  // The refresh's write: prices recorded, the deal updated.
  const saved = await saveRetailerItems(
    db,
    [item],
    now,
    { kind: 'refresh', unlisted: [], staleBefore: now },
    marketplaceHost,
  );
  if (saved.refused.length > 0) {
    return {
      outcome: 'failed',
      message: 'We could not use the retailer’s answer. We will check again at the next refresh.',
    };
  }
  await onChecked?.([item]);
  const nowCents = toCents(item.price);
  const stock = isOutOfStock(item.availability) ? ' The retailer says it is out of stock right now.' : '';
  if (nowCents !== shownCents) {
    return {
      outcome: 'updated',
      message: `Thank you! The price is now ${dollars(nowCents)} (we showed ${dollars(shownCents)}). We have updated this page.${stock}`,
    };
  }
  return {
    outcome: 'unchanged',
    message: `We checked with the retailer just now: the price is still ${dollars(nowCents)}.${stock}`,
  };
}

function answerOf(row: typeof priceReports.$inferSelect, recent: boolean): PriceReportAnswer {
  const message =
    row.outcome === 'checking'
      ? 'We are checking this price with the retailer right now. Please look again in a minute.'
      : row.message;
  return { outcome: row.outcome as PriceReportOutcome, message, checkedAt: row.checkedAt.toISOString(), recent };
}

/** The operator's queue: the most recently reported ASINs with what their check found. */
export async function listPriceReports(db: Db): Promise<PriceReportView[]> {
  const rows = await db
    .select({ report: priceReports, title: deals.title })
    .from(priceReports)
    .leftJoin(deals, eq(deals.asin, priceReports.asin))
    .orderBy(desc(priceReports.lastReportedAt))
    .limit(QUEUE_SIZE);
  return rows.map(({ report, title }) => ({
    asin: report.asin,
    title,
    reports: report.reports,
    lastReportedAt: report.lastReportedAt.toISOString(),
    checkedAt: report.checkedAt.toISOString(),
    outcome: report.outcome as PriceReportOutcome,
    message: report.message,
  }));
}
