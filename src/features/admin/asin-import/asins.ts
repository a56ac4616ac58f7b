import { parseAsins } from '../../../rules/asins';

export const CLIPBOARD_ERROR = 'Unable to access clipboard. Please paste manually.';

/** The field as normalised on blur: only the valid ASINs, one a line. */
export function normaliseAsinText(text: string): string {
  return parseAsins(text).valid.join('\n');
}

/** 'skipped: B0XX, 123': the entries the blur dropped, or null when none were. */
export function skippedLine(removed: readonly string[]): string | null {
  return removed.length ? `skipped: ${removed.join(', ')}` : null;
}
