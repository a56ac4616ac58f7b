/** What a share did: the system share sheet, a copied link, or nothing (cancelled or refused). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` a share uses. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** Shares a link through the Web Share API when the browser has it, else copies the link. */
export async function shareLink(data: { title: string; url: string }, nav: ShareNavigator): Promise<ShareOutcome> {
  if (nav.share && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (err) {
      // The visitor closed the share sheet: nothing to report.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
