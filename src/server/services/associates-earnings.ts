import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AssociatesEarnings, DayRangeQuery } from '../../schemas/associates';
import type { Db } from '../db/client';
import { associatesEarnings, associatesReportFiles, jobRuns } from '../db/schema';
import { type JobOutcome, messageOf } from '../jobs/run-job';
import { type AssociatesReportSource, parseReport, type ReportDay } from '../retailer/associates-report';

/** Stores a file's days (a day already stored is replaced) and the file's md5, in one transaction. */
async function storeReport(db: Db, filename: string, md5: string, days: ReportDay[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(associatesEarnings)
      .values(days.map((d) => ({ ...d, reportFile: filename, updatedAt: now })))
      .onConflictDoUpdate({
        target: associatesEarnings.day,
        set: {
          clicks: sql`excluded.clicks`,
          orderedItems: sql`excluded.ordered_items`,
          shippedItems: sql`excluded.shipped_items`,
          revenueCents: sql`excluded.revenue_cents`,
          earningsCents: sql`excluded.earnings_cents`,
          reportFile: sql`excluded.report_file`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await tx
      .insert(associatesReportFiles)
      .values({ filename, md5, days: days.length, importedAt: now })
      .onConflictDoUpdate({ target: associatesReportFiles.filename, set: { md5, days: days.length, importedAt: now } });
  });
}

/**
 * The daily import: every listed file whose md5 changed is downloaded, read whole and its days
 * upserted, oldest file first so the newest says last. A file that cannot be fetched or read is
 * named in the run's error and changes nothing; the other files still go in.
 */
export async function importAssociatesReports(db: Db, source: AssociatesReportSource, now: Date): Promise<JobOutcome> {
  const listed = [...(await source.listReports())].sort((a, b) => a.lastModified.localeCompare(b.lastModified));
  const known = new Map((await db.select().from(associatesReportFiles)).map((f) => [f.filename, f.md5]));
  const counts = { files: listed.length, imported: 0, unchanged: 0, failed: 0, days: 0 };
  const errors: string[] = [];
  for (const file of listed) {
    if (known.get(file.filename) === file.md5) {
      counts.unchanged++;
      continue;
    }
    try {
      const days = parseReport(await source.fetchReport(file.filename));
      await storeReport(db, file.filename, file.md5, days, now);
      counts.imported++;
      counts.days += days.length;
    } catch (err) {
      counts.failed++;
      errors.push(`${file.filename}: ${messageOf(err)}`);
    }
  }
  return {
    counts,
    failed: counts.failed > 0 && counts.imported === 0,
    error: errors.length ? `Could not import ${errors.join('; ')}` : null,
  };
}

const dollars = (cents: number) => cents / 100;

/** The stored days between two dates (inclusive), and how the last import went. */
export async function associatesEarningsBetween(db: Db, q: DayRangeQuery): Promise<AssociatesEarnings> {
  const [rows, [last]] = await Promise.all([
    db
      .select()
      .from(associatesEarnings)
      .where(and(gte(associatesEarnings.day, q.startDate), lte(associatesEarnings.day, q.endDate)))
      .orderBy(asc(associatesEarnings.day)),
    db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.name, 'associates-reports'))
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(1),
  ]);
  return {
    days: rows.map((r) => ({
      day: r.day,
      clicks: r.clicks,
      orderedItems: r.orderedItems,
      shippedItems: r.shippedItems,
      revenue: dollars(r.revenueCents),
      earnings: dollars(r.earningsCents),
    })),
    lastImport: last
      ? { status: last.status, startedAt: last.startedAt.toISOString(), error: last.error ?? null }
      : null,
  };
}
