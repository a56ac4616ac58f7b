import type { PriceReportAnswer } from '../../schemas/price-report';

/** What the visitor is shown after a report, and whether the page changed under them. */
export interface ReportShown {
  message: string;
  reload: boolean;
}

const FAILED = 'We could not send your report just now. Please try again in a minute.';

/** POSTs a 'Price changed?' report for the ASIN and reads the server's answer. */
export async function sendPriceReport(asin: string): Promise<ReportShown> {
  try {
    const res = await fetch(`/api/deals/${encodeURIComponent(asin)}/price-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { data: PriceReportAnswer | null; message?: string };
    if (!res.ok || !body.data) return { message: body.message ?? FAILED, reload: false };
    return {
      message: body.data.message,
      reload: body.data.outcome === 'updated',
    };
  } catch {
    return { message: FAILED, reload: false };
  }
}
