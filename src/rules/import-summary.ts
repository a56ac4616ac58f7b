/** What an import did: the counts behind the line the operator reads. */
export interface ImportCounts {
  /** Deals that were not listed and now are (unapproved). */
  created: number;
  /** Deals already listed: prices and details updated, source, category and approval kept. */
  updated: number;
  /** Items not stored: their link or image is not the retailer's. */
  refused: number;
  /** ASINs the retailer did not answer for. */
  notFound?: number;
  /** ASINs whose retailer call failed. */
  failed?: number;
}

/** '5 new, 2 already listed, 1 refused', then ', 3 not found' and ', 4 failed' when there are any. */
export function importCountsLine(counts: ImportCounts): string {
  const parts = [`${counts.created} new`, `${counts.updated} already listed`, `${counts.refused} refused`];
  if (counts.notFound) parts.push(`${counts.notFound} not found`);
  if (counts.failed) parts.push(`${counts.failed} failed`);
  return parts.join(', ');
}
