import { parseAsins } from '../../../rules/asins';

export const CLIPBOARD_ERROR = 'Unable to access clipboard. Please paste manually.';

/** The field as normalised on blur: only the valid ASINs, one a line. */
export function normaliseAsinText(text: string): string {
  return parseAsins(text).valid.join('\n');
}
